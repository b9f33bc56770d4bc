from typing import List


def check(value, kinds):
    if isinstance(value, list) and all(isinstance(i, int) for i in value):
        return "ints"
    if isinstance(value, kinds[0]):
        return "first"
    items: List[int] = []
    return items


class Union:
    pass


def merge(other):
    return isinstance(other, Union)
