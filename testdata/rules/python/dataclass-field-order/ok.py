from dataclasses import dataclass, field
from typing import ClassVar


@dataclass
class Order:
    id: int
    total: float
    note: str = ""
    tags: list = field(default_factory=list)
    registry: ClassVar[dict] = {}
    kind: ClassVar[str]


@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    name: str
