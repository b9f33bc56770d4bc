import logging

logger = logging.getLogger(__name__)

def login(user, ip):
    logger.info("user %s logged in from %s", user.name, ip)
    logging.debug("session %s", user.session_id)
    print(f"welcome {user.name}")
    report.info(f"user {user.name}")
