def load_port(raw):
    try:
        return int(raw)
    except ValueError:
        raise ConfigError("bad port") from "port must be a number"  # want "python/raise-from-non-exception"
