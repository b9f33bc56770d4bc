import logging

logger = logging.getLogger(__name__)


def sync(client, items):
    try:
        client.push(items)
    except ConnectionError:
        logger.error("push of %d items failed", len(items), exc_info=True)  # want "python/logging-error-with-exc-info"
        raise


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as exc:
        logging.error("cannot read %s: %s", path, exc, exc_info=True)  # want "python/logging-error-with-exc-info"
        return None
