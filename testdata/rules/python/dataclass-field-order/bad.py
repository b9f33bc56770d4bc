from dataclasses import dataclass


@dataclass
class Order:
    id: int
    note: str = ""
    total: float  # want "python/dataclass-field-order"
