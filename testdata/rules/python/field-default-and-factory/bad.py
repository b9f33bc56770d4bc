from dataclasses import dataclass, field


@dataclass
class Order:
    items: list = field(default=None, default_factory=list)  # want "python/field-default-and-factory"
    tags: set = field(default_factory=set, default=())  # want "python/field-default-and-factory"
