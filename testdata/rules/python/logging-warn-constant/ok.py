import logging
import warnings


def configure(verbose, settings):
    level = logging.DEBUG if verbose else logging.WARNING
    logging.basicConfig(level=level)
    return settings.WARN, warnings.warn
