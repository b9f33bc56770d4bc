def is_empty(items):
    return items is None or len(items) == 0


def clean(name):
    if name is None or name.strip() == "":
        return None
    return name.strip()


def other(a, b):
    return len(a) == 0 or b is None
