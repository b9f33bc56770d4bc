def describe(name, count, total, args, kw):
    a = "hello {}".format(name)
    b = "{} of {}".format(count, total)
    c = "{0} and {0}".format(name)
    d = "{name} has {count}".format(name=name, count=count)
    e = "{} {} {}".format(*args)
    f = "{{literal}} {}".format(name)
    g = "{} {}".format(name, **kw)
    return a, b, c, d, e, f, g
