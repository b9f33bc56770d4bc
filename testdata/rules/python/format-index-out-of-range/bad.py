def label(a, b):
    x = "{1} items".format(a)  # want "python/format-index-out-of-range"
    y = "{0} of {2}".format(a, b)  # want "python/format-index-out-of-range"
    return x, y
