DEFAULTS = {
    "timeout": 30,
    "retries": 3,
    "timeout": 60,  # want "python/duplicate-dict-key"
}
