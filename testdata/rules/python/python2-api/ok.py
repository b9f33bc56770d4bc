try:
    xrange
except NameError:
    xrange = range

def totals(prices):
    out = {}
    for name, value in prices.items():
        if name not in out:
            out[name] = 0
        for i in xrange(3):
            out[name] += value
    return out
