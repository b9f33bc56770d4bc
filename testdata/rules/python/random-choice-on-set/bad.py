import random


def pick(users, weights):
    a = random.choice({"red", "green"})  # want "python/random-choice-on-set"
    b = random.sample(set(users), 2)  # want "python/random-choice-on-set"
    c = random.choice(weights.keys())  # want "python/random-choice-on-set"
    return a, b, c
