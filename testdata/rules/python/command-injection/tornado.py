import os
import subprocess

import tornado.web


class ListHandler(tornado.web.RequestHandler):
    def get(self):
        folder = self.get_argument("dir")
        os.system("ls " + folder)  # want "command-injection"
        subprocess.run(["ls", "--", self.get_query_argument("d")], check=True)
