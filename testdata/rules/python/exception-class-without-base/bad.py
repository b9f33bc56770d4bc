class ConfigError:  # want "python/exception-class-without-base"
    def __init__(self, message):
        self.message = message


def load(path):
    raise ConfigError("missing " + path)
