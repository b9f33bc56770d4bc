import select
import socket


def read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except IOError:  # want "python/os-error-alias"
        return None


def connect(addr):
    try:
        return socket.create_connection(addr)
    except (socket.error, ValueError) as e:  # want "python/os-error-alias"
        raise EnvironmentError("cannot connect") from e  # want "python/os-error-alias"


def wait(fds):
    try:
        return select.select(fds, [], [])
    except select.error:  # want "python/os-error-alias"
        return None
