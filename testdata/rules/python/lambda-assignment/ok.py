def square(v):
    return v * v


class Table:
    sort_key = lambda row: row.id


def scale(values, k):
    return sorted(values, key=lambda v: v * k)
