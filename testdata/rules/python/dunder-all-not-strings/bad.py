def load():
    pass


def dump():
    pass


__all__ = [load, "dump"]  # want "python/dunder-all-not-strings"
