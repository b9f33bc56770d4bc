def report(done, total, name, ratio):
    a = "%d of %d done (50%%)" % (done, total)
    b = "Hello %s, %(x)s %-10s %5.1f%% %c %r %i %x %08.3f %*d 100%%" % name
    c = f"{ratio:.0%}"
    d = b"%s" % name
    return a, b, c, d
