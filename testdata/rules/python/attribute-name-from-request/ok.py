from flask import Flask, request

app = Flask(__name__)
EDITABLE = {"nickname", "bio", "timezone"}


@app.route("/profile", methods=["POST"])
def update_profile():
    profile = load_profile()
    field = request.form["field"]
    # the allow-list checked first: the documented safe form
    if field in EDITABLE:
        setattr(profile, field, request.form["value"])
    return "ok"


@app.route("/profile2", methods=["POST"])
def update_profile_fixed():
    profile = load_profile()
    # the value comes from the client, the attribute name does not
    setattr(profile, "nickname", request.form["nickname"])
    return "ok"


class Dispatcher:
    def dispatch(self, request):
        # the HTTP method picks the handler, as Django's View.dispatch does
        handler = getattr(self, request.method.lower(), None)
        return handler(request)


def copy_fields(src, dst, names):
    for name in names:
        setattr(dst, name, getattr(src, name))


def load_profile():
    return object()


@app.route("/settings", methods=["PATCH"])
def patch_settings():
    settings = load_profile()
    for key, value in request.get_json().items():
        if key in EDITABLE:
            setattr(settings, key, value)
    return "ok"
