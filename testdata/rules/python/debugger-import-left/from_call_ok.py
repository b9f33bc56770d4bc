from pdb import set_trace


def charge(card, amount):
    set_trace()
    return card.charge(amount)
