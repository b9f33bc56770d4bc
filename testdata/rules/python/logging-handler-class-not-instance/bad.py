import logging

logger = logging.getLogger(__name__)
logger.addHandler(logging.StreamHandler)  # want "python/logging-handler-class-not-instance"
