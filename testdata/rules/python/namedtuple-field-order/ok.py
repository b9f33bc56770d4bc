import typing
from typing import NamedTuple


class Endpoint(NamedTuple):
    host: str
    path: str
    port: int = 443


class Point(typing.NamedTuple):
    x: float = 0.0
    y: float = 0.0


class Config:
    debug: bool = False
    name: str
