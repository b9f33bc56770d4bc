import logging

log = logging.getLogger(__name__)


def handle(request, msg):
    log.info("received", extra={"user_msg": msg, "path": request.path})
    log.info("received", extra={"request_args": request.args})
