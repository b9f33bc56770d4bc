def merge(a, b, df1, df2):
    both = {**a, **b}
    vals = list(a.values()) + [0]
    cols = df1.keys() + df2.keys()
    return both, vals, cols
