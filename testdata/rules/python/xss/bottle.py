from bottle import get, request, route, static_file


@route("/hello")
def hello():
    return "<p>Hello " + request.query.name + "</p>"  # want "xss"


@get("/files")
def files():
    return static_file(request.query.f, root="/srv/files")


@get("/count")
def count():
    return {"count": len(request.query.getall("x"))}
