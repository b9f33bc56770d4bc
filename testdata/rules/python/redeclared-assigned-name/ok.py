def split(pair, triple):
    key, value = pair
    _, _, last = triple
    return key, value, last
