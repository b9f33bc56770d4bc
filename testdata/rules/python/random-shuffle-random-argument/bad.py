import random


def deal(cards, seed):
    rng = random.Random(seed)
    random.shuffle(cards, rng.random)  # want "python/random-shuffle-random-argument"
    return cards
