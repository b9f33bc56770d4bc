def setup(rest):
    width, height = 640, 480
    r, g, b = (255, 0, 0)
    first, *others = 1, 2, 3
    a, b = 1, *rest
    return width, height, r, g, b, first, others, a


def last(sys):
    etype, value, tb = sys.last_type, sys.last_value, \
                       sys.last_traceback
    return etype, value, tb
