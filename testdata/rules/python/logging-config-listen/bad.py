import logging.config


def start_listener():
    t = logging.config.listen(9030)  # want "python/logging-config-listen"
    t.start()
    return t
