from flask import Flask
from werkzeug.routing import BaseConverter, Map

app = Flask(__name__)


class SlugConverter(BaseConverter):
    regex = r"[^/]+"


# Converters of their own names, however registered, leave int as
# Werkzeug made it.
app.url_map.converters |= {"slug": SlugConverter}
app.url_map = Map(converters={"slug": SlugConverter})
app.url_map.converters.update(slug=SlugConverter)


@app.route("/page/<int:page>")
def page(page):
    return "<p>" + str(page) + "</p>"


@app.route("/tag/<int:tag>")
def tag(tag):
    return "<p>" + tag + "</p>"
