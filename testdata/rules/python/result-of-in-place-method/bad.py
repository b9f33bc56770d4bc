import random

def ranked(scores):
    ordered = scores.sort(reverse=True)  # want "python/result-of-in-place-method"
    return ordered

def deal(cards):
    return random.shuffle(cards)  # want "python/result-of-in-place-method"
