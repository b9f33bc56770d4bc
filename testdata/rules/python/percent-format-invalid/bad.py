def report(done, total, name):
    a = "%d of %d done (50%)" % (done, total)  # want "python/percent-format-invalid"
    b = "Hello %y" % name  # want "python/percent-format-invalid"
    return a, b
