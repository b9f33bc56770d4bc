def is_empty(items):
    return len(items) == 0 or items is None  # want "python/none-check-after-use"


def clean(name):
    if name.strip() == "" or name is None:  # want "python/none-check-after-use"
        return None
    return name.strip()
