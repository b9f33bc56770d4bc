def describe(name, count, args, mapping):
    a = "user %s" % name
    b = "%s has %d items (100%%)" % (name, count)
    c = "%(name)s has %(count)d" % {"name": name, "count": count}
    d = "%s/%s/%s" % args
    e = "%*d" % (5, count)
    f = "%s %s" % (name, *args)
    g = "plain text" % ()
    h = "%.2f%%" % (count,)
    return a, b, c, d, e, f, g, h, mapping
