import pdb

def charge(card, amount):
    pdb.set_trace()  # want "python/debugger-left"
    if amount > card.limit:
        breakpoint()  # want "python/debugger-left"
    return card.charge(amount)
