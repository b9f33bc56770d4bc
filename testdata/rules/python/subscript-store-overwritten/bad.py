def settings(host, port, timeout):
    config = {}
    config["host"] = host
    config["host"] = port  # want "python/subscript-store-overwritten"
    config["timeout"] = int(timeout)
    config["timeout"] = 30  # want "python/subscript-store-overwritten"
    return config
