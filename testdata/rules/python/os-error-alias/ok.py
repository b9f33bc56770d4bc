import socket


def read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return None


def connect(addr):
    try:
        return socket.create_connection(addr)
    except (ConnectionError, socket.timeout):
        raise
