from Cheetah.Template import Template as CheetahTemplate
from chameleon import PageTemplate
from flask import Flask, request
from genshi.template import MarkupTemplate, TextTemplate

app = Flask(__name__)


@app.route("/genshi")
def genshi_preview():
    tmpl = MarkupTemplate(request.form["layout"])  # want "template-injection"
    return tmpl.generate(user="ann").render("html")


@app.route("/genshi-text")
def genshi_text():
    return TextTemplate(source=request.args["t"]).generate().render()  # want "template-injection"


@app.route("/chameleon")
def chameleon_preview():
    return PageTemplate(request.form["body"])(name="ann")  # want "template-injection"


@app.route("/cheetah")
def cheetah_preview():
    return str(CheetahTemplate(request.form["tpl"], searchList=[{"name": "ann"}]))  # want "template-injection"


LAYOUT = "<p xmlns:py='http://genshi.edgewall.org/'>Hello ${name}</p>"


@app.route("/safe")
def safe():
    # the template is the program's own; only the values come from the request
    tmpl = MarkupTemplate(LAYOUT)
    return tmpl.generate(name=request.args.get("name", "")).render("html")
