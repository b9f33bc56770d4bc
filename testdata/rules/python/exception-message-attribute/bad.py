import logging


def parse(text):
    try:
        return int(text)
    except ValueError as e:
        logging.error("bad number: %s", e.message)  # want "python/exception-message-attribute"
    except (KeyError, TypeError) as err:
        return err.message  # want "python/exception-message-attribute"
