from flask import Flask
from werkzeug.routing import BaseConverter, Map

app = Flask(__name__)


class SlugConverter(BaseConverter):
    regex = r"[^/]+"


# Werkzeug's Map(converters=...): its entries override the defaults.
app.url_map = Map(converters={"int": SlugConverter})


@app.route("/page/<int:page>")
def page(page):
    return "<p>" + page + "</p>"  # want "xss"
