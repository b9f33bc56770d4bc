from flask import jsonify


def not_found(error):
    return jsonify({"error": "not found"}, 404)  # want "python/flask-jsonify-status-argument"


def invalid(payload):
    return jsonify(payload, status=400)  # want "python/flask-jsonify-status-argument"
