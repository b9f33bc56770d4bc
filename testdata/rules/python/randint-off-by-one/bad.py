import random


def pick(items):
    return items[random.randint(0, len(items))]  # want "python/randint-off-by-one"
