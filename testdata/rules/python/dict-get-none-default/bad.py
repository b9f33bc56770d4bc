def read(config, key):
    return config.get(key, None)  # want "python/dict-get-none-default"
