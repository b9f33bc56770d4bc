import tornado.web
from tornado.web import RequestHandler


class HelloHandler(tornado.web.RequestHandler):
    def get(self):
        name = self.get_argument("name", "")
        self.write("<p>Hello " + name + "</p>")  # want "python/tornado-xss"


class EchoHandler(RequestHandler):
    def post(self):
        body = self.request.body.decode()
        greeting = "<pre>%s</pre>" % body
        self.finish(greeting)  # want "python/tornado-xss"
        self.write(f"<b>{self.get_query_argument('q')}</b>")  # want "python/tornado-xss"
