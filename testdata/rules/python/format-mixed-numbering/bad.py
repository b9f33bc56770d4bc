def label(a, b):
    return "{} of {1}".format(a, b)  # want "python/format-mixed-numbering"
