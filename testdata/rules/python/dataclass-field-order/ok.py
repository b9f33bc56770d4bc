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


@dataclass
class LineInfo:
    # field() without default= or default_factory= declares no default:
    # the dataclasses docs say such a field is still required.
    line: object
    collections: list = field(repr=False)
    channel: str = field(compare=False, metadata={"doc": "owner"})
    discounts: list
    voucher: str | None
