from typing import ClassVar
from dataclasses import dataclass, field


@dataclass
class Order:
    items: list = field(default_factory=list)
    tags: dict = field(default_factory=dict)
    name: str = ""
    shape: tuple = ()


class Plain:
    items: list = []


@dataclass
class Registry:
    entries: ClassVar[dict] = {}
