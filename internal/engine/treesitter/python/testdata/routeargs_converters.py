from flask import Flask
from werkzeug.routing import BaseConverter

app = Flask(__name__)


class SlugConverter(BaseConverter):
    regex = r"[^/]+"


# The application registers its own converter under a built-in's name
# (Flask's "Custom URL Converters": app.url_map.converters[name] = cls),
# so <int:...> captures whatever text the converter's regex lets through.
app.url_map.converters["int"] = SlugConverter


@app.route("/page/<int:page>")
def page(page):
    return "<p>" + page + "</p>"  # want "xss"


# A converter under its own name leaves the built-ins as Werkzeug made them.
app.url_map.converters["slug"] = SlugConverter


@app.route("/price/<float:amount>")
def price(amount):
    return f"{amount:.2f} EUR"
