import importlib

from flask import Flask, request

app = Flask(__name__)
EXPORTERS = ("csv", "json")


def load_plugins(settings):
    # a plugin loader imports the names its configuration lists
    return [importlib.import_module(name) for name in settings["PLUGINS"]]


def load_backend(path):
    module, _, attr = path.rpartition(".")
    return getattr(__import__(module, fromlist=[attr]), attr)


@app.route("/export")
def export():
    fmt = request.args.get("format", "csv")
    if fmt not in EXPORTERS:
        return "unknown format", 400
    return importlib.import_module("exporters." + fmt).render()
