from collections import defaultdict
from dataclasses import dataclass, field

groups = defaultdict(list)
counts = defaultdict(lambda: 0)


@dataclass
class Config:
    headers: dict = field(default_factory=dict)
    tags: list = field(default_factory=lambda: ["default"])
    on_error = lambda exc: []
