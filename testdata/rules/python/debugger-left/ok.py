import logging

def charge(card, amount):
    logging.debug("charging %s", amount)
    return card.charge(amount)
