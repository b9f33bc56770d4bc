from __future__ import annotations, print_function

import six


def half(x: int) -> float:
    return x / 2
