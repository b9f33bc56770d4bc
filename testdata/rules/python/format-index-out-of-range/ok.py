def label(a, b, args):
    x = "{0} items".format(a)
    y = "{0} of {1}".format(a, b)
    z = "{1} {0}".format(*args)
    w = "{{1}} {0}".format(a)
    return x, y, z, w
