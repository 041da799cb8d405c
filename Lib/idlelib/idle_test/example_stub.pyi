# An example file to test recognition of a .pyi file as Python source code.

class Example:
    def method(self, argument1: str, argument2: list[int]) -> None: ...
