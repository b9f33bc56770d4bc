import socket
from http.server import HTTPServer, SimpleHTTPRequestHandler

from flask import Flask

app = Flask(__name__)
HOST = "0.0.0.0"


def serve_docs():
    server_address = ("", 8000)
    httpd = HTTPServer(server_address, SimpleHTTPRequestHandler)  # want "python/bind-all-interfaces"
    httpd.serve_forever()


def listen(port):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind((HOST, port))  # want "python/bind-all-interfaces"
    return s


def main():
    app.run(host=HOST, port=5000)  # want "python/bind-all-interfaces"
