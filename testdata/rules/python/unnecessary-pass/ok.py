class ConfigError(Exception):
    pass


def run(job):
    try:
        job.start()
    except ValueError:
        # nothing to do
        pass


class NotFound(LookupError):
    """No such key."""
    pass
