from dataclasses import dataclass, field


@dataclass
class Order:
    items: list = field(default_factory=list)
    count: int = field(default=0, repr=False)


def my_field(default=None, default_factory=None):
    return field(default=default, default_factory=default_factory)
