import logging

logger = logging.getLogger(__name__)


def handle(user, err, addr, args):
    logger.error("failed to save: %s", err)
    logging.info("user %s logged in from %s", user, addr)
    logger.warning("user %s", user, exc_info=True)
    logger.info("done (100%%)")
    logger.debug("values %s %s", *args)
    logger.info("plain message", extra={"user": user})
