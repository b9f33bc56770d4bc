import tornado.websocket


class FeedSocket(tornado.websocket.WebSocketHandler):
    def check_origin(self, origin):  # want "python/tornado-websocket-any-origin"
        return True

    def on_message(self, message):
        self.write_message(message)
