import os

import tornado.web
import tornado.websocket
from werkzeug.utils import secure_filename

REPORTS = {"daily": "/srv/reports/daily.csv", "weekly": "/srv/reports/weekly.csv"}


class ReportHandler(tornado.web.RequestHandler):
    def get(self, kind):
        # the capture only picks one of the server's own paths
        if kind not in REPORTS:
            raise tornado.web.HTTPError(404)
        with open(REPORTS[kind]) as f:
            self.write(f.read())

    def post(self):
        upload = self.request.files["doc"][0]
        with open(os.path.join("/srv/upload", secure_filename(upload["filename"])), "wb") as f:
            f.write(upload["body"])
        with open(os.path.join("/srv/log", self.request.remote_ip + ".log"), "a") as f:
            f.write(self.request.method + "\n")


class Worker:
    # not a handler: get's argument is the caller's
    def get(self, name):
        with open(os.path.join("/srv/cache", name)) as f:
            return f.read()


class PingSocket(tornado.websocket.WebSocketHandler):
    def on_message(self, message):
        with open("/srv/notes/today.txt") as f:
            self.write_message(f.read())
