def check(value):
    if value < 0:
        raise ValueError("negative value: %s", value)  # want "python/exception-format-arguments"
    if value > 100:
        raise TypeError("too big: {}", value)  # want "python/exception-format-arguments"
