from typing import Any, Dict, List


def check(value):
    if isinstance(value, List[int]):  # want "python/isinstance-parameterized-generic"
        return "ints"
    if isinstance(value, (str, dict[str, int])):  # want "python/isinstance-parameterized-generic"
        return "map"
    return issubclass(type(value), Dict[str, str])  # want "python/isinstance-parameterized-generic"


def anything(value):
    from typing import Any
    return isinstance(value, Any)  # want "python/isinstance-parameterized-generic"
