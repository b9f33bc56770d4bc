def group(keys):
    buckets = {k: [] for k in keys}
    counts = dict.fromkeys(keys, 0)
    seen = dict.fromkeys(keys)
    names = dict.fromkeys(keys, "")
    return buckets, counts, seen, names


def test_empty_graph(G):
    assert G._adj == {}.fromkeys(G.nodes(), {})
