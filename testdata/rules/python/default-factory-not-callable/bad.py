from dataclasses import dataclass, field

from pydantic import BaseModel, Field


@dataclass
class Order:
    items: list = field(default_factory=[])  # want "python/default-factory-not-callable"
    tags: set = field(default_factory=set())  # want "python/default-factory-not-callable"


class Cart(BaseModel):
    lines: dict = Field(default_factory=dict())  # want "python/default-factory-not-callable"
