import logging
import math

logger = logging.getLogger(__name__)


class Job:
    def log(self, message):
        print(message)

    def run(self):
        self.log("running")


def handle(user, x):
    logger.log(logging.INFO, "handling %s", user)
    return math.log(x)
