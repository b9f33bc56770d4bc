from bottle import redirect, request, route, static_file


@route("/login")
def login():
    redirect(request.query.next)  # want "open-redirect"


@route("/home")
def home():
    redirect("/dashboard")


@route("/static/<path:path>")
def static(path):
    return static_file(path, root="/srv/static")
