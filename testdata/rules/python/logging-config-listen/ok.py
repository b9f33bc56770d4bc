import logging.config


def start_listener(check_signature):
    t = logging.config.listen(9030, verify=check_signature)
    t.start()
    return t
