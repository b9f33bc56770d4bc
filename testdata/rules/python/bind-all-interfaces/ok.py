import os
import socket

from flask import Flask

app = Flask(__name__)

sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
sock.bind(("127.0.0.1", 8080))
sock.bind((os.environ["BIND_HOST"], 8080))

if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5000)
    app.run(host=os.environ.get("HOST", "127.0.0.1"))
    runner.run("0.0.0.0")

from http.server import HTTPServer, SimpleHTTPRequestHandler
from wsgiref.simple_server import make_server

httpd = HTTPServer(("127.0.0.1", 8000), SimpleHTTPRequestHandler)
wsgi = make_server("localhost", 8080, app)


def asgi(api):
    import uvicorn
    uvicorn.run(api, host="127.0.0.1", port=8000)


def aio(application):
    from aiohttp import web
    web.run_app(application, host="localhost")


def tornado_app(application):
    application.listen(8888, address="127.0.0.1")
