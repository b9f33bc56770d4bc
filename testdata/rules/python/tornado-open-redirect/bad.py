import tornado.web


class LoginHandler(tornado.web.RequestHandler):
    def get(self):
        target = self.get_argument("next", "/")
        self.redirect(target)  # want "python/tornado-open-redirect"
