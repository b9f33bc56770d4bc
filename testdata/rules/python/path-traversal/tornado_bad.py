import os

import tornado.web
import tornado.websocket


class FileHandler(tornado.web.RequestHandler):
    # the URL pattern's groups, r"/files/(.*)", arrive as the verb method's arguments
    def get(self, name):
        with open(os.path.join("/srv/files", name)) as f:  # want "path-traversal: .*name .line 9."
            self.write(f.read())

    def put(self, *parts):
        with open("/srv/upload/" + parts[0], "wb") as f:  # want "path-traversal"
            f.write(self.request.body)


class UploadHandler(tornado.web.RequestHandler):
    def post(self):
        upload = self.request.files["doc"][0]
        with open(os.path.join("/srv/upload", upload["filename"]), "wb") as f:  # want "path-traversal: .*self.request.files"
            f.write(upload["body"])


class EchoSocket(tornado.websocket.WebSocketHandler):
    def on_message(self, message):
        with open("/srv/notes/" + message) as f:  # want "path-traversal: .*message .line 26."
            self.write_message(f.read())
