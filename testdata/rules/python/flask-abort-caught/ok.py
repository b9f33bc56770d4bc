from flask import Flask, abort, jsonify
from werkzeug.exceptions import HTTPException

app = Flask(__name__)


@app.route("/items/<int:item_id>")
def item(item_id):
    try:
        row = db.get(item_id)
    except Exception as exc:
        app.logger.error("lookup failed: %s", exc)
        return jsonify(error="server error"), 500
    if row is None:
        abort(404)
    return jsonify(row)


@app.route("/other/<int:item_id>")
def other(item_id):
    try:
        row = db.get(item_id)
        if row is None:
            abort(404)
        return jsonify(row)
    except HTTPException:
        raise
    except Exception:
        return jsonify(error="server error"), 500


@app.route("/third/<int:item_id>")
def third(item_id):
    try:
        if not db.get(item_id):
            abort(404)
    except Exception:
        app.logger.exception("lookup failed")
        raise
    return "ok"


@app.route("/fourth/<int:item_id>")
def fourth(item_id):
    try:
        row = db.get(item_id)
        if row is None:
            abort(404)
    except KeyError:
        return "missing", 404
    return jsonify(row)
