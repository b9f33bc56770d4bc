import logging


def configure(verbose):
    level = logging.DEBUG if verbose else logging.WARN  # want "python/logging-warn-constant"
    logging.basicConfig(level=level)
