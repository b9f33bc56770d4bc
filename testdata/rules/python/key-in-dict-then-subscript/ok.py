def enabled(config, name, other):
    if config.get(name):
        return True
    if name in config and other[name]:
        return True
    if name in config or config[name]:
        return True
    return name in config and config[name].enabled
