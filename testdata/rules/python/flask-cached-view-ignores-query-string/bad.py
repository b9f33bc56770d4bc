from flask import Flask, jsonify, request
from flask_caching import Cache

app = Flask(__name__)
cache = Cache(app)


@app.route("/search")
@cache.cached(timeout=60)  # want "python/flask-cached-view-ignores-query-string"
def search():
    q = request.args.get("q", "")
    return jsonify(results=find(q))


def find(q):
    return [q]
