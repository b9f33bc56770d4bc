from flask import Flask, jsonify, request
from flask_caching import Cache

app = Flask(__name__)
cache = Cache(app)


@app.route("/search")
@cache.cached(timeout=60, query_string=True)
def search():
    q = request.args.get("q", "")
    return jsonify(results=find(q))


@app.route("/stats")
@cache.cached(timeout=300)
def stats():
    return jsonify(count=len(find("")))


def find(q):
    return [q]
