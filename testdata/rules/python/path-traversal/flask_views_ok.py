from flask import Flask, send_from_directory
from flask.views import MethodView
from PyQt5.QtWidgets import QListView

app = Flask(__name__)


class ReportAPI(MethodView):
    def get(self, name):
        # send_from_directory keeps the name under the directory
        return send_from_directory("/srv/reports", name)


class FileList(QListView):
    # a widget, not a view: update's argument is the application's
    def update(self, path):
        with open(path) as f:
            return f.read()
