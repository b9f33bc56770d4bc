import random


def deal(cards, n):
    random.shuffle(list(cards))  # want "python/random-shuffle-temporary"
    random.shuffle(range(n))  # want "python/random-shuffle-temporary"
    random.shuffle([c for c in cards if c])  # want "python/random-shuffle-temporary"
    return cards
