import logging

logging.basicConfig(level=logging.debug)  # want "python/logging-invalid-level"
logger = logging.getLogger(__name__)
logger.setLevel("info")  # want "python/logging-invalid-level"
logger.log(logging.info, "started")  # want "python/logging-invalid-level"
