import logging

log = logging.getLogger(__name__)


def handle(request, msg):
    log.info("received", extra={"msg": msg, "path": request.path})  # want "python/logging-extra-reserved-key"
    logging.error("failed", extra={"filename": request.file})  # want "python/logging-extra-reserved-key"
