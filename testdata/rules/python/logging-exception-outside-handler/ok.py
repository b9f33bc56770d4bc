import logging

log = logging.getLogger(__name__)


def sync(items):
    for item in items:
        try:
            item.save()
        except OSError:
            log.exception("save failed")
            try:
                item.rollback()
            except OSError:
                log.exception("rollback failed")


def report():
    log.exception("called from an except clause by its caller")
