import itertools

def flatten(groups):
    total = sum(len(g) for g in groups)
    return list(itertools.chain.from_iterable(groups)), total
