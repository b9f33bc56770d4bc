DEFAULTS = {
    "timeout": 30,
    "retries": 3,
    "backoff": 60,
}
