# The breakpoint itself is python/debugger-left's finding; the import that serves it is the same leftover.
import pdb


def charge(card, amount):
    pdb.set_trace()
    return card.charge(amount)
