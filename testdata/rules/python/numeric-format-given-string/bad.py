def report(log):
    log.info("%d items processed" % "12")  # want "python/numeric-format-given-string"
    return "{:.2f} EUR".format("9.99")  # want "python/numeric-format-given-string"
