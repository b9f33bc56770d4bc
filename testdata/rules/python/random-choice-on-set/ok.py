import random


def pick(users, weights):
    a = random.choice(["red", "green"])
    b = random.sample(sorted(set(users)), 2)
    c = random.choice(list(weights.keys()))
    return a, b, c
