from logging.config import listen, stopListening


def start():
    t = listen(9030)  # want "python/logging-config-listen"
    t.start()
    return t, stopListening
