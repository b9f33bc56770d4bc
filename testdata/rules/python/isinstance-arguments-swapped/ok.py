from collections.abc import Mapping


def normalize(value):
    if isinstance(value, str):
        return value.strip()
    if isinstance(int, type):
        return value
    if isinstance(dict, Mapping):
        return value
    return value


def shadowed(list):
    return isinstance(list, tuple)


def meta(cls):
    return isinstance(str, cls) or isinstance(str, metaclass)


metaclass = type
