import logging


def parse(value):
    try:
        return int(value)
    except ValueError:
        logging.warning("bad value %r", value)
        raise


def parse_all(values):
    try:
        return [int(v) for v in values]
    except ValueError:
        if values:
            raise
        return []


class Guard:
    def __exit__(self, exc_type, exc, tb):
        if exc_type is KeyError:
            raise
        return False


def handle_exception(ctx, e):
    handler = find_handler(e)
    if handler is None:
        raise
    return handler(e)


class Server:
    def handle_error(self, request, client_address):
        if self.passthrough_errors:
            raise
