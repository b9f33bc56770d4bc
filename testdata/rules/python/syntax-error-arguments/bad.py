def connect(host="localhost", port):  # want "python/syntax-error-arguments"
    return open_conn(host=host, timeout=5, host=port)  # want "python/syntax-error-arguments"


def call(path):
    return load(mode="r", path)  # want "python/syntax-error-arguments"
