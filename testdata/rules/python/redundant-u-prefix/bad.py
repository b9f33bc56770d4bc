GREETING = u"hello"  # want "python/redundant-u-prefix"


def label(name):
    return U'name: ' + name  # want "python/redundant-u-prefix"
