def label(a, b):
    return "{0} of {1}, {0}".format(a, b) + "{} of {}".format(a, b) + "{name} {}".format(a, name=b) + "{{0}} {}".format(a)
