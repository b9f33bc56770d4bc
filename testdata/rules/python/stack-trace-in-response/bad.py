import traceback

from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/export")
def export():
    try:
        return build_export()
    except Exception:
        return traceback.format_exc(), 500  # want "python/stack-trace-in-response"


@app.route("/import", methods=["POST"])
def import_data():
    try:
        load()
    except Exception as exc:
        return jsonify(error="failed", trace=traceback.format_exception(exc))  # want "python/stack-trace-in-response"
    return jsonify(ok=True)


def build_export():
    return "data"


def load():
    return None
