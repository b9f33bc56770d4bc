import logging

logger = logging.getLogger(__name__)

try:
    import yaml
except ImportError:
    yaml = None
else:
    logger.exception("yaml available")  # want "python/logging-exception-outside-handler"
