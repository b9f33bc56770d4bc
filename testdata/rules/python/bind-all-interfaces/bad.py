import socket

from flask import Flask

app = Flask(__name__)

sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
sock.bind(("0.0.0.0", 8080))  # want "python/bind-all-interfaces"
sock6 = socket.socket(socket.AF_INET6)
sock6.bind(("::", 8080))  # want "python/bind-all-interfaces"
udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
udp.bind(("", 9999))  # want "python/bind-all-interfaces"

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)  # want "python/bind-all-interfaces"
    app.run("0.0.0.0")  # want "python/bind-all-interfaces"

from http.server import HTTPServer, SimpleHTTPRequestHandler
from wsgiref.simple_server import make_server

httpd = HTTPServer(("", 8000), SimpleHTTPRequestHandler)  # want "python/bind-all-interfaces"
wsgi = make_server("0.0.0.0", 8080, app)  # want "python/bind-all-interfaces"


def asgi(api):
    import uvicorn
    uvicorn.run(api, host="0.0.0.0", port=8000)  # want "python/bind-all-interfaces"


def aio(application):
    from aiohttp import web
    web.run_app(application, host="0.0.0.0")  # want "python/bind-all-interfaces"


def tornado_app(application):
    application.listen(8888, address="0.0.0.0")  # want "python/bind-all-interfaces"


def stdlib_server():
    import socket
    return socket.create_server(("", 8080))  # want "python/bind-all-interfaces"
