def endpoint(address):
    host, host = address.split(":")  # want "python/target-assigned-twice"
    return host


def size(shape):
    (width, width) = shape  # want "python/target-assigned-twice"
    return width
