import logging

logger = logging.getLogger(__name__)


def charge(card, amount, gateway):
    try:
        return gateway.charge(card, amount)
    except gateway.Declined:
        logger.exception("charge failed for %s", card.id)
        raise  # want "python/log-error-and-reraise"


class RefundError(Exception):
    pass


def refund(card, amount, gateway):
    try:
        return gateway.refund(card, amount)
    except gateway.Declined as exc:
        logger.error("refund declined for %s", card.id)
        raise RefundError(card.id) from exc  # want "python/log-error-and-reraise"
    except gateway.Error:
        logger.exception("refund failed for %s", card.id)
        raise  # want "python/log-error-and-reraise"
