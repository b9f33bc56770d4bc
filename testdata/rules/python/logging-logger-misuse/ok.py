import logging

log = logging.getLogger(__name__)
log.setLevel(logging.WARNING)


class AuditLogger(logging.Logger):
    def __init__(self, name):
        logging.Logger.__init__(self, name)
