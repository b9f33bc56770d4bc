import tornado.web

app = tornado.web.Application([], debug=True)  # want "python/tornado-debug"
app2 = tornado.web.Application([], serve_traceback=True)  # want "python/tornado-debug"
