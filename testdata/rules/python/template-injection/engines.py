import bottle
from django.http import HttpResponse
from django.template import Context, Template
from flask import Flask, request
from mako.template import Template as MakoTemplate

app = Flask(__name__)


@app.route("/mako")
def mako_page():
    return MakoTemplate(request.args["t"]).render()  # want "template-injection"


def django_page(request):
    tpl = Template("<p>Hello " + request.GET.get("name", "") + "</p>")  # want "template-injection"
    return HttpResponse(tpl.render(Context({})))


@bottle.route("/b")
def bottle_page():
    return bottle.template(bottle.request.query.tpl)  # want "template-injection"


def fixed(request):
    tpl = Template("<p>Hello {{ name }}</p>")
    return HttpResponse(tpl.render(Context({"name": request.GET.get("name", "")})))
