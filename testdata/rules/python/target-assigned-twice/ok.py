def endpoint(address):
    host, port = address.split(":")
    _, _ = port, host
    __, __ = 1, 2
    return host, int(port)


def swap(a, b):
    a, b = b, a
    return a, b


def netloc_of(url, urlsplit):
    nil, netloc, nil, nil, nil = urlsplit(url)
    return netloc
