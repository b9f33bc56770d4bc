import logging

logger = logging.getLogger(__name__)


def fetch(session, url):
    try:
        return session.get(url, timeout=5)
    except OSError:
        logger.exception("fetching %s failed", url, exc_info=False)  # want "python/logging-exception-without-exc-info"
        return None
