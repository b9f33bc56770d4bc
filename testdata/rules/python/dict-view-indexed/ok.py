def first(d, df):
    value = next(iter(d.values()))
    pair = list(d.items())[-1]
    col = df.keys()[0]
    return value, pair, col
