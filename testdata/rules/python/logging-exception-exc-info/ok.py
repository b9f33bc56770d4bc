import logging

log = logging.getLogger("worker")


def run(job):
    try:
        job()
    except Exception:
        log.exception("job %s failed", job.__name__)


def other(job, handler):
    try:
        job()
    except Exception:
        handler.exception("job failed", exc_info=True)
