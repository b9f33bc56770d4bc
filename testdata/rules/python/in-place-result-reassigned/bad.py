def merge(config, extra, tags):
    config = config.update(extra)  # want "python/in-place-result-reassigned"
    tags = tags.discard("old")  # want "python/in-place-result-reassigned"
    return config, tags
