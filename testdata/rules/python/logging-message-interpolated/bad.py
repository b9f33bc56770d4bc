import logging

logger = logging.getLogger(__name__)


class Uploader:
    def __init__(self):
        self.logger = logging.getLogger("upload")

    def upload(self, name, err):
        self.logger.error(f"upload of {name} failed: {err}")  # want "python/logging-message-interpolated"
        logger.warning("retrying %s" % name)  # want "python/logging-message-interpolated"
        logging.exception("giving up on {}".format(name))  # want "python/logging-message-interpolated"
        logger.critical("disk full: " + name)  # want "python/logging-message-interpolated"
        logger.log(logging.ERROR, f"status {err}")  # want "python/logging-message-interpolated"
        audit_logger.warning(  # want "python/logging-message-interpolated"
            f"user {name} denied"
        )
