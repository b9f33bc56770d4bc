import os

from flask import Flask, send_file
from flask.views import MethodView, View

app = Flask(__name__)


class ReportAPI(MethodView):
    # app.add_url_rule("/reports/<name>", view_func=ReportAPI.as_view("report"))
    def get(self, name):
        return send_file(os.path.join("/srv/reports", name))  # want "path-traversal: .*name .line 11."


class Download(View):
    def dispatch_request(self, path):
        with open("/srv/files/" + path) as f:  # want "path-traversal"
            return f.read()


app.add_url_rule("/reports/<name>", view_func=ReportAPI.as_view("report"))
app.add_url_rule("/files/<path:path>", view_func=Download.as_view("download"))
