from flask import Flask
from werkzeug.routing import BaseConverter

app = Flask(__name__)


class SlugConverter(BaseConverter):
    regex = r"[^/]+"


# A dict merge (PEP 584's |=) registers converters as update does: this
# one replaces int, so <int:...> captures the slug's text.
app.url_map.converters |= {"int": SlugConverter}


@app.route("/page/<int:page>")
def page(page):
    return "<p>" + page + "</p>"  # want "xss"
