import hmac
import socket
from logging.config import listen


def verify(data):
    return data if hmac.compare_digest(data[:32], b"x" * 32) else None


def start():
    t = listen(9030, verify=verify)
    t.start()
    s = socket.socket()
    s.listen(5)
    return t
