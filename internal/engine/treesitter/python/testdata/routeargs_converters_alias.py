from flask import Flask
from werkzeug.routing import BaseConverter

app = Flask(__name__)


class SlugConverter(BaseConverter):
    regex = r"[^/]+"


# The converters under another name: what is written through it is not
# followed, so a built-in may be replaced.
converters = app.url_map.converters
converters["int"] = SlugConverter


@app.route("/page/<int:page>")
def page(page):
    return "<p>" + page + "</p>"  # want "xss"
