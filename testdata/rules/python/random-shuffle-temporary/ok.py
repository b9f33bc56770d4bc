import random


def deal(cards, n):
    deck = list(cards)
    random.shuffle(deck)
    order = random.sample(range(n), k=n)
    return deck, order
