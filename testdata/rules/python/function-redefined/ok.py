import sys
from typing import overload

if sys.platform == "win32":
    def sep():
        return "\\"
else:
    def sep():
        return "/"


class Handler:
    @property
    def value(self):
        return self._v

    @value.setter
    def value(self, v):
        self._v = v

    @overload
    def get(self, key: int) -> int: ...

    @overload
    def get(self, key: str) -> str: ...

    def get(self, key):
        return key


def test_find(helper):
    class Module:
        app = 1

    assert helper(Module)

    class Module:
        application = 2

    assert helper(Module)
