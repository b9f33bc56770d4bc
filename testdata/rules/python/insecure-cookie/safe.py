from flask import Flask, make_response

app = Flask(__name__)


@app.route("/c")
def c():
    resp = make_response("ok")
    resp.set_cookie("sid", "abc", secure=True, httponly=True, samesite="Lax")
    return resp


def forward(resp, jar, cookie, **flags):
    # a jar takes a whole Cookie, its flags set where it was made
    jar.set_cookie(cookie)
    # the flags come from the caller
    resp.set_cookie("sid", "abc", **flags)
    return resp


def configure(app, cache):
    app.config["SESSION_COOKIE_SECURE"] = True
    cache["SESSION_COOKIE_SECURE"] = False  # a cache entry, not a setting


def configure_all(app, settings):
    app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True)
    settings.update(SESSION_COOKIE_SECURE=False)  # a dict, not an app's config
