from dataclasses import dataclass, field


@dataclass
class Order:
    items: list = []  # want "python/dataclass-mutable-default"
    tags: dict = field(default={})  # want "python/dataclass-mutable-default"
