def describe(name, count, user):
    a = "no placeholders here" % (name,)  # want "python/percent-format-mismatch"
    b = "user %s" % (name, count)  # want "python/percent-format-mismatch"
    c = "%s has %d items" % (name,)  # want "python/percent-format-mismatch"
    d = "%s/%s/%s" % (name, count)  # want "python/percent-format-mismatch"
    e = "%s and %s" % "solo"  # want "python/percent-format-mismatch"
    return a, b, c, d, e
