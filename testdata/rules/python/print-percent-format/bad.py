def report(n):
    print("%d items") % n  # want "python/print-percent-format"
