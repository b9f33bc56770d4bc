def sort_pair(a, b):
    if a > b:
        tmp = a  # want "python/swap-with-temporary"
        a = b
        b = tmp
    return a, b
