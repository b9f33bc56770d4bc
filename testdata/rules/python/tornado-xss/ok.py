import tornado.escape
import tornado.web


class HelloHandler(tornado.web.RequestHandler):
    def get(self):
        name = self.get_argument("name", "")
        self.write("<p>Hello " + tornado.escape.xhtml_escape(name) + "</p>")
        self.render("hello.html", name=name)
        self.write({"name": "fixed"})
        count = int(self.get_argument("n"))
        self.write("<p>%d</p>" % count)


class Writer:
    def get(self):
        self.write(self.get_argument("x"))
