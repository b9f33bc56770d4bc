import random


def deal(cards, seed):
    rng = random.Random(seed)
    rng.shuffle(cards)
    random.shuffle(cards)
    return cards
