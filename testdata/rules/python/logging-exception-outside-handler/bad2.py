import logging

log = logging.getLogger(__name__)


def sync(items):
    for item in items:
        try:
            if not item.ok:
                log.exception("bad item %s", item)  # want "python/logging-exception-outside-handler"
                continue
            item.save()
        except OSError:
            log.exception("save failed")
