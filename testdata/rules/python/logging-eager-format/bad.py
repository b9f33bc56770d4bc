import logging

logger = logging.getLogger(__name__)

def login(user, ip):
    logger.info(f"user {user.name} logged in from {ip}")  # want "python/logging-eager-format"
    logging.debug("session %s" % user.session_id)  # want "python/logging-eager-format"
    logger.warning("attempts: {}".format(user.attempts))  # want "python/logging-eager-format"
    logger.error("failed for " + user.name)  # want "python/logging-eager-format"
