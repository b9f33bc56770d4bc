def drain(items):
    for item in items:  # want "python/loop-body-only-pass"
        pass
