import socket


def ping(sock: socket.socket, name):
    sock.sendall(bytes("PING\r\n", "ascii"))
    sock.sendall(b"PING\r\n")
    sock.sendall(bytes(b"PONG"))
    sock.sendall(name.encode("utf-8"))
    buf = bytearray(16)
    return bytes(buf)
