import logging
import traceback

logger = logging.getLogger(__name__)


def run(job):
    try:
        job()
    except Exception as exc:
        traceback.print_exc(exc)  # want "python/traceback-misuse"


def run_logged(job):
    try:
        job()
    except Exception:
        logger.error("job failed: %s", traceback.print_exc())  # want "python/traceback-misuse"
