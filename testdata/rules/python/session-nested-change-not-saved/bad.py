from flask import Flask, session

app = Flask(__name__)


@app.route("/add/<item>")
def add(item):
    session["cart"].append(item)  # want "python/session-nested-change-not-saved"
    session["prefs"]["theme"] = "dark"  # want "python/session-nested-change-not-saved"
    return "ok"


def django_view(request):
    request.session["seen"].add(1)  # want "python/session-nested-change-not-saved"
