import typing
from typing import Dict, List


def check(value):
    if isinstance(value, List[int]):  # want "python/isinstance-parameterized-generic"
        return "ints"
    if isinstance(value, (str, dict[str, int])):  # want "python/isinstance-parameterized-generic"
        return "map"
    return issubclass(type(value), Dict[str, str])  # want "python/isinstance-parameterized-generic"


def anything(value):
    import typing
    return isinstance(value, typing.Any)  # want "python/isinstance-parameterized-generic"
