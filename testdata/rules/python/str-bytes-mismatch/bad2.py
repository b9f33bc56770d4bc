import hashlib
import hmac
import socket


def notify(key, host, path):
    sig = hmac.new(key, "payload", hashlib.sha256).hexdigest()  # want "python/str-bytes-mismatch"
    sock = socket.create_connection((host, 80))
    sock.sendall("PING\r\n")  # want "python/str-bytes-mismatch"
    with open(path, "wb") as fh:
        fh.write("header\n")  # want "python/str-bytes-mismatch"
    with open(path + ".txt", "w", encoding="utf-8") as out:
        out.write(b"header\n")  # want "python/str-bytes-mismatch"
    return sig
