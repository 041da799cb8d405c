"""Rename a name inside the values of keyword subscripts.

    python -m libcst.tool codemod rename_in_keywords.RenameInKeywordValuesCommand \
        --old OLD --new NEW PATH...

`grid[row=start, col=start + 1]` becomes `grid[row=first, col=first + 1]`
for `--old start --new first`.  The keywords themselves (`row`, `col`),
attribute names and the code outside keyword values are left as they are.
"""

import argparse

import libcst as cst
from libcst.codemod import CodemodContext, VisitorBasedCodemodCommand


class _Rename(cst.CSTTransformer):
    def __init__(self, old: str, new: str) -> None:
        super().__init__()
        self.old = old
        self.new = new

    def leave_Name(self, original_node: cst.Name, updated_node: cst.Name) -> cst.Name:
        if updated_node.value == self.old:
            return updated_node.with_changes(value=self.new)
        return updated_node

    def leave_Attribute(
        self, original_node: cst.Attribute, updated_node: cst.Attribute
    ) -> cst.Attribute:
        return updated_node.with_changes(attr=original_node.attr)

    def leave_KeywordIndex(
        self, original_node: cst.KeywordIndex, updated_node: cst.KeywordIndex
    ) -> cst.KeywordIndex:
        return updated_node.with_changes(keyword=original_node.keyword)


class RenameInKeywordValuesCommand(VisitorBasedCodemodCommand):
    DESCRIPTION = "Rename a name inside the values of keyword subscripts."

    @staticmethod
    def add_args(arg_parser: argparse.ArgumentParser) -> None:
        arg_parser.add_argument("--old", required=True, help="the name to rename")
        arg_parser.add_argument("--new", required=True, help="its new name")

    def __init__(self, context: CodemodContext, old: str, new: str) -> None:
        super().__init__(context)
        self.old = old
        self.new = new

    def leave_KeywordIndex(
        self, original_node: cst.KeywordIndex, updated_node: cst.KeywordIndex
    ) -> cst.KeywordIndex:
        value = original_node.value.visit(_Rename(self.old, self.new))
        return updated_node.with_changes(value=value)
