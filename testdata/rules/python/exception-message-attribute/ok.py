import logging


def parse(text):
    try:
        return int(text)
    except ValueError as e:
        logging.error("bad number: %s", e)
    except ApiError as e:
        return e.message
    except TypeError as err:
        return str(err)


def send(msg):
    return msg.message
