import logging

logger = logging.getLogger(__name__)


def handle(user, err, addr):
    logger.error("failed to save", err)  # want "python/logging-format-args-mismatch"
    logging.info("user %s logged in", user, addr)  # want "python/logging-format-args-mismatch"
    logger.warning("user %s from %s", user, exc_info=True)  # want "python/logging-format-args-mismatch"
