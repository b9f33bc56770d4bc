class ConfigError(Exception):
    pass


class ParseError(ValueError):
    pass


class ErrorReporter:
    pass
