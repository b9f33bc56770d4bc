from __future__ import annotations, print_function  # want "python/unnecessary-future-import"
from __future__ import division  # want "python/unnecessary-future-import"


def half(x: int) -> float:
    return x / 2
