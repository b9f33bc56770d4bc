import logging
import warnings

logger = logging.getLogger(__name__)


def upload(name, err, console):
    logger.error("upload of %s failed: %s", name, err)
    logger.warning("retrying")
    logging.exception("giving up on %s", name)
    logger.log(logging.ERROR, "status %s", err)
    warnings.warn(f"deprecated {name}")
    console.error(f"not a logger {name}")
    logger.info(f"handled by logging-eager-format {name}")
