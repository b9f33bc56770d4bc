def report(n):
    print("%d items") % n  # want "python/print-percent-format"


def show(user, n):
    print("{} has {} items").format(user, n)  # want "python/print-percent-format"
