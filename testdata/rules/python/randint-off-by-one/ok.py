import random


def pick(items):
    a = items[random.randrange(len(items))]
    b = random.choice(items)
    c = items[random.randint(0, len(items) - 1)]
    return a, b, c
