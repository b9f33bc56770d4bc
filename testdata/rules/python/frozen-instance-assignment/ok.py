from dataclasses import dataclass


@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def __post_init__(self):
        object.__setattr__(self, "norm", (self.x ** 2 + self.y ** 2) ** 0.5)


@dataclass
class Counter:
    n: int = 0

    def bump(self):
        self.n += 1
