import logging

logger = logging.getLogger(__name__)


def handle(user):
    logger.log("handling %s", user)  # want "python/logger-log-without-level"
    logging.log("done")  # want "python/logger-log-without-level"
