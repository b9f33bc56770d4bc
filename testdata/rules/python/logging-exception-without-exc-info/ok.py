import logging

logger = logging.getLogger(__name__)


def fetch(session, url):
    try:
        return session.get(url, timeout=5)
    except OSError:
        logger.error("fetching %s failed", url)
        return None


def fetch_verbose(session, url, verbose):
    try:
        return session.get(url, timeout=5)
    except OSError:
        logger.exception("fetching %s failed", url, exc_info=verbose)
        return None
