def greet(name, count):
    return "%(name)s has %(count)d messages" % (name, count)  # want "python/percent-format-mapping-mismatch"
