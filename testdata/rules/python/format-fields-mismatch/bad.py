def describe(name, count, total):
    a = "hello".format(name)  # want "python/format-fields-mismatch"
    b = "{} of {}".format(count)  # want "python/format-fields-mismatch"
    c = "{}: {:>5} / {!r}".format(name, count)  # want "python/format-fields-mismatch"
    return a, b, c
