import os
import socket

from flask import Flask

app = Flask(__name__)
HOST = "127.0.0.1"
PREFIX = ""


def listen(port):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind((HOST, port))
    return s


def main():
    host = os.environ.get("HOST", "127.0.0.1")
    app.run(host=host, port=5000)


def unix(path):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(path)
    return s, PREFIX
