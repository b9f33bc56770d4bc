from flask import Blueprint, Flask, request

app = Flask(__name__)
bp = Blueprint("pages", __name__)


# Werkzeug converts these captures: a number, a UUID, one of the rule's words.
@app.route("/page/<int:page>")
def page(page):
    return str(page)


@app.route("/price/<float:amount>")
def price(amount):
    return f"{amount:.2f} EUR"


@app.route("/item/<uuid:key>")
def item(key):
    return f"item {key}"


@app.route("/<any(about, help, imprint):name>")
def static_page(name):
    return "<h1>" + name + "</h1>"


# The first page comes from the route's defaults, the others converted.
@bp.route("/", defaults={"n": 1})
@bp.route("/list/<int:n>")
def listing(n):
    return str(n)


# Only the application's defaults give it.
@app.route("/hello", defaults={"greeting": "Hi"})
def hello(greeting):
    return greeting


# Text captures are the client's: reported.
@app.route("/user/<name>")
def user(name):
    return f"Hello {name}"  # want "xss"


@app.route("/file/<path:sub>")
def file(sub):
    return "<p>" + sub + "</p>"  # want "xss"


# Converted in one rule, text in another: the text one reaches it.
@app.route("/n/<int:ref>")
@app.route("/s/<ref>")
def either(ref):
    return str(ref)  # want "xss"


# A subdomain capture is the client's Host header.
@app.route("/", subdomain="<tenant>")
def tenant(tenant):
    return f"index for {tenant}"  # want "xss"


# A blueprint's view not capturing it may get it from its url_prefix.
@bp.route("/about")
def about(lang):
    return "<p lang=" + lang + ">"  # want "xss"


# A rule that is not a literal: kept.
RULE = "/r/<int:v>"


@app.route(RULE)
def ruled(v):
    return str(v)  # want "xss"


@app.route("/q")
def query():
    return request.args["q"]  # want "xss"


# A rule added for the same view may capture it as text: kept.
@app.route("/count/<int:count>")
def counted(count):
    return str(count)  # want "xss"


app.add_url_rule("/c/<count>", view_func=counted)


# add_url_rule for another view leaves this one alone.
@app.route("/size/<int:size>")
def sized(size):
    return str(size)


app.add_url_rule("/other", view_func=user)
