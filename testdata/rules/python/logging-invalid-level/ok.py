import logging

logging.basicConfig(level=logging.DEBUG)
logger = logging.getLogger(__name__)
logger.setLevel("INFO")
logger.log(logging.INFO, "started")
