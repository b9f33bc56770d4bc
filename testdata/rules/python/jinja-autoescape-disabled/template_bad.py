import jinja2
from jinja2 import Template


def greet(name):
    return Template("<p>Hello {{ name }}</p>").render(name=name)  # want "python/jinja-autoescape-disabled"


def footer(user):
    tpl = jinja2.Template("<footer>{{ user.bio }}</footer>")  # want "python/jinja-autoescape-disabled"
    return tpl.render(user=user)
