import logging

log = logging.getLogger("worker")


def run(job):
    try:
        job()
    except Exception:
        log.exception("job %s failed", job.__name__, exc_info=True)  # want "python/logging-exception-exc-info"
