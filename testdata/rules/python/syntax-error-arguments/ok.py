def connect(port, host="localhost", *, retries=3, timeout):
    return open_conn(port, *extra, host=host, timeout=5, **opts)


def call(path, *args, flag=False, **kwargs):
    return load(path, mode="r", *args, **kwargs)


def run(host: str | None = None, debug: bool = True, **options: dict) -> None:
    return host, debug, options
