import logging

logger = logging.getLogger(__name__)


class PaymentError(Exception):
    pass


def charge(card, amount, gateway):
    try:
        return gateway.charge(card, amount)
    except gateway.Declined:
        logger.exception("charge failed for %s", card.id)
        return None
    except gateway.Timeout as exc:
        logger.info("gateway timeout for %s", card.id)
        raise
    except gateway.Error as exc:
        raise PaymentError(card.id) from exc


def refund(card, amount, gateway):
    try:
        return gateway.refund(card, amount)
    except gateway.Declined as exc:
        logger.warning("refund declined for %s", card.id)
        raise PaymentError(card.id) from exc
    except gateway.Error:
        logger.error("refund failed for %s", card.id)
        raise PaymentError(card.id) from None
