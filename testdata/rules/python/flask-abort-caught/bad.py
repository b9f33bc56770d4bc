from flask import Flask, abort, jsonify

app = Flask(__name__)


@app.route("/items/<int:item_id>")
def item(item_id):
    try:
        row = db.get(item_id)
        if row is None:
            abort(404)
        return jsonify(row)
    except Exception as exc:  # want "python/flask-abort-caught"
        app.logger.error("lookup failed: %s", exc)
        return jsonify(error="server error"), 500
