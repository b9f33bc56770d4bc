import requests
import tornado.web


class ProxyHandler(tornado.web.RequestHandler):
    def get(self):
        target = self.get_cookie("backend")
        self.write(requests.get(target, timeout=5).text)  # want "ssrf"
