from typing import NewType, ParamSpec, TypeVar

T = TypeVar("U")  # want "python/typevar-name-mismatch"
P = ParamSpec("Params")  # want "python/typevar-name-mismatch"
UserId = NewType("UserID", int)  # want "python/typevar-name-mismatch"
