import warnings


def label(n, items):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    else:
        print("positive")
        if n > 100:
            return "large"
        else:
            return "small"
    for item in items:
        pass
    else:
        if n:
            return "done"
        else:
            return "empty"


def close(handlers, finalizing):
    if not finalizing:
        handlers.clear()
    else:
        if handlers:
            warnings.warn("skipping signal handlers removal", ResourceWarning)
