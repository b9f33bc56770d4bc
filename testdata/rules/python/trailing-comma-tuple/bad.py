import enum

TIMEOUT = 30,  # want "python/trailing-comma-tuple"


class Color(enum.Enum):
    RED = "red",  # want "python/trailing-comma-tuple"
    BLUE = "blue"


class Client:
    def __init__(self, host, port):
        self.host = host,  # want "python/trailing-comma-tuple"
        self.port = port
        self.options["retries"] = int(port) + 1,  # want "python/trailing-comma-tuple"
