class Point(object):  # want "python/useless-object-inheritance"
    pass
