import os

import tornado.web

app = tornado.web.Application([], debug=os.environ.get("APP_DEBUG") == "1")
app2 = tornado.web.Application([], debug=False)
