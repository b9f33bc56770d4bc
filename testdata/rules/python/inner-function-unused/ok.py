from flask import Flask


def create_app():
    app = Flask(__name__)

    @app.route("/")
    def index():
        return "ok"

    def helper(p):
        return p * 2

    def key(item):
        return item[1]

    def fmt(v):
        return str(v)

    def on_done():
        return None

    app.add_url_rule("/h", view_func=helper)
    app.jinja_env.filters["fmt"] = fmt
    app.teardown_appcontext_funcs.append(on_done)
    return sorted([(1, 2)], key=key), app


def total(prices):
    def with_tax(p):
        return p * 1.2

    return [with_tax(p) for p in prices]


def decorator(fn):
    def wrapper(*args):
        return fn(*args)

    return wrapper
