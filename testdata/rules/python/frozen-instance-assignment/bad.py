from dataclasses import dataclass

import attr


@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def __post_init__(self):
        self.norm = (self.x ** 2 + self.y ** 2) ** 0.5  # want "python/frozen-instance-assignment"


@attr.s(frozen=True)
class Size:
    w = attr.ib()

    def grow(self):
        self.w += 1  # want "python/frozen-instance-assignment"
