"""What the scenarios show on the versions of CPython after the fork's.

The fork is CPython 3.13 with keyword subscripts; the package brings them
to 3.13, 3.14 and 3.15.  On a later version, what a scenario shows is what
the fork shows (data/scenario_fork_results.json), except where that version
itself changed something that is not the keyword subscripts' own: the
same plain code (a call, a plain subscript, an annotation) shows the same
change there.  Each change below names the version that made it and the
plain code that shows it; expected() applies those of the running version
and of the versions before it.
"""

import re
import sys

from . import scenario_fork_results as fork


def _without_annotations_of_targets(log):
    # PEP 649 (3.14): the annotation of a target that is not a simple
    # name is no longer evaluated ("x.y: f() = 1" does not call f).
    return log.replace("('ev', <class 'int'>), ", "").replace(
        ", ('ev', <class 'int'>)]", "]")


def _value_after_double_star(text):
    # 3.15: "f(**1)" raises "Value after ** must be a mapping, not int",
    # without the name of the function ("f() argument after ** must be
    # a mapping, not int" before).
    return re.sub(r"[\w.<>]+\(\) argument after \*\* must be a mapping",
                  "Value after ** must be a mapping", text)


def double_star_errors(text):
    """*text*, with the fork's messages for a ``**`` item that is not a
    mapping as the running version words them."""
    if sys.version_info >= (3, 15):
        return _value_after_double_star(text)
    return text


def _replace(value):
    return lambda _: value


# version -> [(scenario, field of its observation, change), ...]
CHANGES = {
    (3, 14): [
        ("annotated_targets", "log", _without_annotations_of_targets),
        # PEP 649: module-level annotations are gathered lazily, those
        # of a non-simple target are not stored ("x.y: int").
        ("annotated_targets", "names",
         _replace(["__conditional_annotations__"])),
        ("future_annotations", "names", _replace(
            ["K", "__annotations__", "__conditional_annotations__",
             "annotations", "g", "result"])),
        # "{((), {})}" names the element that cannot be hashed.
        ("comprehension_targets", "error", _replace(
            ["TypeError", "cannot use 'tuple' as a set element "
             "(unhashable type: 'dict')", None])),
        # The compiler's SyntaxWarnings are for the file compiled, not
        # for the code that calls compile(): "compile('(1)[1]', ...)"
        # leaves no __warningregistry__ in the caller's globals.
        ("syntax_warning_as_error", "names", _replace([])),
    ],
    (3, 15): [
        ("augmented_assignment_with_bad_mapping", "error", None),
        ("double_star_errors_name_the_dunder", "log", None),
        ("double_star_errors_run_no_code", "log", None),
        ("double_star_error_position", "error", None),
        ("class_getitem_of_builtin_subclass_bad_mapping", "error", None),
        ("class_getitem_staticmethod_of_function_bad_mapping", "error", None),
    ],
}


def _apply(change, value):
    if change is None:  # the text of a "** must be a mapping" error
        if isinstance(value, list):
            return [_value_after_double_star(v) if isinstance(v, str) else v
                    for v in value]
        return _value_after_double_star(value)
    return change(value)


def expected(name, version=None):
    """What scenario *name* shows on *version* (default: the running one)."""
    version = sys.version_info[:2] if version is None else version
    observation = dict(fork.OBSERVATIONS[name])
    for changed_in, changes in sorted(CHANGES.items()):
        if changed_in <= version:
            for scenario, field, change in changes:
                if scenario == name:
                    observation[field] = _apply(change, observation[field])
    return observation
