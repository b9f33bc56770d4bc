from collections import defaultdict
from dataclasses import dataclass, field

groups = defaultdict(lambda: [])  # want "python/lambda-returning-empty-collection"


@dataclass
class Config:
    headers: dict = field(default_factory=lambda: {})  # want "python/lambda-returning-empty-collection"
