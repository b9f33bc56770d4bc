from functools import cmp_to_key


def by_price(items):
    return sorted(items, key=lambda item: item.price)


def by_compare(items, compare):
    return sorted(items, key=cmp_to_key(lambda a, b: compare(a, b)))
