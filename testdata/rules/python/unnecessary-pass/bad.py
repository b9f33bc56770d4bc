class ConfigError(Exception):
    """Raised when the configuration is invalid."""
    pass  # want "python/unnecessary-pass"


def run(job):
    job.start()
    pass  # want "python/unnecessary-pass"
