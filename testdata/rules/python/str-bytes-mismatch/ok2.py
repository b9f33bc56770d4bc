import hashlib
import hmac
import socket


def notify(key, host, path, conn):
    sig = hmac.new(key, b"payload", hashlib.sha256).hexdigest()
    sock = socket.create_connection((host, 80))
    sock.sendall(b"PING\r\n")
    conn.send("pickled by multiprocessing")
    with open(path, "wb") as fh:
        fh.write(b"header\n")
    with open(path + ".txt", "w", encoding="utf-8") as out:
        out.write("header\n")
    with open(path, "a") as log:
        log.write(f"{sig}\n")
    return sig
