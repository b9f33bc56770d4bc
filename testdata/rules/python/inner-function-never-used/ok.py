def make_handler(name):
    prefix = name.upper()

    def handler(msg):
        return prefix + msg
    return handler


def register(app):
    @app.route("/")
    def index():
        return "ok"
