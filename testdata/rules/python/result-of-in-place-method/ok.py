import random

def ranked(scores, collection):
    scores.sort(reverse=True)
    docs = cursor.sort("created", -1)
    ordered = sorted(scores, reverse=True)
    return scores, ordered, docs

def deal(cards):
    random.shuffle(cards)
    return cards
