def run(hook):
    if hasattr(hook, "__call__"):  # want "python/hasattr-call"
        hook()
