def enabled(config, name):
    if name in config and config[name]:  # want "python/key-in-dict-then-subscript"
        return True
    return "debug" in config and config["debug"]  # want "python/key-in-dict-then-subscript"
