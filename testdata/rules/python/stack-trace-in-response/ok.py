import logging
import traceback
import uuid

from flask import Flask, jsonify

app = Flask(__name__)
logger = logging.getLogger(__name__)


@app.route("/export")
def export():
    try:
        return build_export()
    except Exception:
        error_id = uuid.uuid4().hex
        logger.error("export failed %s: %s", error_id, traceback.format_exc())
        return jsonify(error="internal error", id=error_id), 500


@app.route("/debug")
def debug_page():
    try:
        return build_export()
    except Exception:
        if app.debug:
            return "<pre>" + traceback.format_exc() + "</pre>", 500
        return "internal error", 500


def summary():
    lines = traceback.format_exc().splitlines()
    return lines[-1]


def build_export():
    return "data"


def _trace():
    # a helper returning the trace for a log line: the view sends a generic message
    return traceback.format_exc()


def report_failure(log):
    log.error("export failed: %s", _trace())
