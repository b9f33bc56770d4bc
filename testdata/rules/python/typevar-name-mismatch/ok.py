import typing
from collections import namedtuple
from typing import NewType, TypeVar

T = TypeVar("T")
K = typing.TypeVar("K", bound=str)
UserId = NewType("UserId", int)
_Point = namedtuple("Point", "x y")
