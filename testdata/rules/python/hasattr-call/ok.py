def run(hook):
    if callable(hook) and hasattr(hook, "__name__"):
        hook()
