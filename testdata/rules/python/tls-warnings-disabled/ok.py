import logging
import warnings

import urllib3

warnings.filterwarnings("ignore", category=DeprecationWarning)
warnings.simplefilter("error", urllib3.exceptions.InsecureRequestWarning)
logging.captureWarnings(True)


def disable_warnings(logger):
    logger.disabled = True


disable_warnings(logging.getLogger("noisy"))
