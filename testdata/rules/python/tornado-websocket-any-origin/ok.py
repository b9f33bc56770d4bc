from urllib.parse import urlparse

import tornado.websocket

ALLOWED = {"app.example.com"}


class FeedSocket(tornado.websocket.WebSocketHandler):
    def check_origin(self, origin):
        return urlparse(origin).netloc in ALLOWED
