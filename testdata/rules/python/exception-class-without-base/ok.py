class ConfigError(Exception):
    pass


class ParseError(ValueError):
    pass


class ErrorReporter:
    pass


class TracebackException:
    def __init__(self, exc):
        self.exc = exc

    def format(self):
        return str(self.exc)
