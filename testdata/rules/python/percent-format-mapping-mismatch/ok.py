def greet(name, count):
    a = "%(name)s has %(count)d messages" % {"name": name, "count": count}
    b = "%s has %d messages" % (name, count)
    return a, b
