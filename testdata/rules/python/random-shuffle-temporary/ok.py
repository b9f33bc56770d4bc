import random


def deal(cards, n):
    deck = list(cards)
    random.shuffle(deck)
    order = random.sample(range(n), k=n)
    return deck, order


def test_shuffle_returns_none(rng):
    assert rng.shuffle([1, 2, 3]) is None
