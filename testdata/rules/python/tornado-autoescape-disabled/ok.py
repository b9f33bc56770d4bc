import tornado.template
import tornado.web

app = tornado.web.Application(handlers, autoescape="xhtml_escape")
loader = tornado.template.Loader("templates")
