from flask import Flask, request

app = Flask(__name__)


@app.route("/profile", methods=["POST"])
def update_profile():
    profile = load_profile()
    field = request.form["field"]
    setattr(profile, field, request.form["value"])  # want "python/attribute-name-from-request"
    profile.save()
    return "ok"


@app.route("/report")
def report():
    stats = load_stats()
    return str(getattr(stats, request.args.get("metric")))  # want "python/attribute-name-from-request"


@app.route("/settings", methods=["PATCH"])
def patch_settings():
    settings = load_profile()
    for key, value in request.get_json().items():
        setattr(settings, key, value)  # want "python/attribute-name-from-request"
    return "ok"


def django_update(request, user):
    delattr(user, request.GET["drop"])  # want "python/attribute-name-from-request"


def load_profile():
    return object()


def load_stats():
    return object()
