import logging

logger = logging.getLogger(__name__)


def sync(client, items):
    try:
        client.push(items)
    except ConnectionError:
        logger.exception("push of %d items failed", len(items))
        raise


def report(exc):
    # outside a handler the exception is passed in: exc_info=exc is the way
    logger.error("worker died", exc_info=exc)


def warn_only(client):
    try:
        client.ping()
    except ConnectionError:
        logger.warning("ping failed", exc_info=True)


def later(errors):
    try:
        errors.flush()
    except ValueError:
        def log_it():
            logger.error("flush failed", exc_info=True)
        errors.defer(log_it)


def debug_info(verbose):
    try:
        return 1
    except KeyError:
        logger.error("missing key", exc_info=verbose)
        return 0
