import logging

logger = logging.getLogger(__name__)

def login(user, ip):
    logger.info(f"user {user.name} logged in from {ip}")  # want "python/logging-eager-format"
    logging.debug("session %s" % user.session_id)  # want "python/logging-eager-format"
    logger.debug("attempts: {}".format(user.attempts))  # want "python/logging-eager-format"
    logger.info("failed for " + user.name)  # want "python/logging-eager-format"
    logger.error(f"failed for {user.name}")  # on by default: nothing deferred
