import logging

from ipdb import set_trace  # want "python/debugger-import-left"

log = logging.getLogger(__name__)


def apply_discount(order, rate):
    log.info("discount %s for %s", rate, order.id)
    return order.total * (1 - rate)
