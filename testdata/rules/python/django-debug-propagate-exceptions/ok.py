import os

DEBUG = False
DEBUG_PROPAGATE_EXCEPTIONS = False


def configure(settings):
    # a value from the environment is the deployment's choice
    settings.DEBUG_PROPAGATE_EXCEPTIONS = os.environ.get("PROPAGATE") == "1"
