import logging
import traceback

logger = logging.getLogger(__name__)


def run(job, depth):
    try:
        job()
    except Exception:
        traceback.print_exc()
        traceback.print_exc(depth)


def run_logged(job):
    try:
        job()
    except Exception as exc:
        logger.error("job failed: %s", traceback.format_exc())
        traceback.print_exception(exc)
