import logging

log = logging.Logger(__name__)  # want "python/logging-logger-misuse"
other = logging.getLogger(__file__)  # want "python/logging-logger-misuse"
