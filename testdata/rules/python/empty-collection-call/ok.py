def collect(rows, pairs):
    seen = {}
    out = []
    ids = set()
    copy = dict(pairs)
    opts = dict(a=1, b=2)
    return seen, out, ids, copy, opts, list(rows), tuple(out)
