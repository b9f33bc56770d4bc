import socket


def ping(sock: socket.socket):
    sock.sendall(bytes("PING\r\n"))  # want "python/bytes-of-str-without-encoding"
    buf = bytearray("")  # want "python/bytes-of-str-without-encoding"
    return buf
