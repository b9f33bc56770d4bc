import logging

logger = logging.getLogger(__name__)


def charge(card, amount, gateway):
    try:
        return gateway.charge(card, amount)
    except gateway.Declined:
        logger.exception("charge failed for %s", card.id)
        raise  # want "python/log-error-and-reraise"
