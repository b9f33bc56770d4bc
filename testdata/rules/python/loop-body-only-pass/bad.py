def wait(n):
    for i in range(n):  # want "python/loop-body-only-pass"
        pass
