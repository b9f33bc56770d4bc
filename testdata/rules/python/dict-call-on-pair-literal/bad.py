def defaults():
    return dict([("timeout", 30), ("retries", 3)])  # want "python/dict-call-on-pair-literal"
