from dataclasses import dataclass, field


@dataclass
class Order:
    items: list = field(default_factory=list)
    count: int = field(default=0, repr=False)
