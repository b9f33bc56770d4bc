def totals(prices):
    out = {}
    for name, value in prices.iteritems():  # want "python/python2-api"
        if not out.has_key(name):  # want "python/python2-api"
            out[name] = 0
        for i in xrange(3):  # want "python/python2-api"
            out[name] += value
    return out
