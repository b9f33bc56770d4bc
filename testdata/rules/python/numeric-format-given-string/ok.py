def report(log, count, price):
    log.info("%d items processed" % count)
    log.info("%s items processed" % "12")
    log.info("%c" % "x")
    log.info("%d%% of %s" % (50, "disk"))
    return "{:.2f} EUR".format(price) + "{:>10}".format("9.99") + "{}".format("x")
