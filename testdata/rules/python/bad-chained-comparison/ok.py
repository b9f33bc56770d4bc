def check(a, b, c, key, table):
    if 0 < a <= b:
        return 1
    if a == b == c:
        return 2
    if (key in table) is True:
        return 3
    if key in table and table[key] == c:
        return 4
    return a is b
