import tornado.web


class LoginHandler(tornado.web.RequestHandler):
    def get(self):
        self.redirect(self.reverse_url("home"))
        self.redirect("/login")
