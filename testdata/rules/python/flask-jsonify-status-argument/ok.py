from flask import jsonify


def not_found(error):
    return jsonify({"error": "not found"}), 404


def health():
    return jsonify(status="ok", code=200)


def pair(a, b):
    return jsonify(a, b)
