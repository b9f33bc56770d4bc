import tornado.template
import tornado.web

app = tornado.web.Application(handlers, autoescape=None)  # want "python/tornado-autoescape-disabled"
loader = tornado.template.Loader("templates", autoescape=None)  # want "python/tornado-autoescape-disabled"
