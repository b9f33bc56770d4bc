import itertools


def fields(defaults, overrides, df):
    names = list(defaults.keys()) + list(overrides.keys())
    union = defaults.keys() | overrides.keys()
    ports = [*range(8000, 8010), 9000]
    chained = list(itertools.chain(range(3), [9]))
    suffixed = df.columns + "_x"
    return names, union, ports, chained, suffixed
