def report(n):
    print("%d items" % n)
