import datetime
from dataclasses import dataclass, field

from pydantic import BaseModel, Field


@dataclass
class Order:
    items: list = field(default_factory=list)
    tags: set = field(default_factory=lambda: {"new"})
    created: datetime.datetime = field(default_factory=datetime.datetime.now)


class Cart(BaseModel):
    lines: dict = Field(default_factory=dict)
