def buckets(names, items):
    lists = {name: [] for name in names}
    lengths = {name: len(name) for name in names}
    pairs = {k: 0 for k, _ in items}
    filtered = {name: 0 for name in names if name}
    return lists, lengths, pairs, filtered


def escapes(codes):
    return {c: fr"\x{c:02x}" for c in codes}
