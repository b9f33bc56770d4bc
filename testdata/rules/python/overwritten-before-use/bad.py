def settings(cfg):
    cfg["host"] = "localhost"
    cfg["host"] = "0.0.0.0"  # want "python/overwritten-before-use"
    cfg["port"] = 80
    cfg["port"] = 8080  # want "python/overwritten-before-use"
    return cfg
