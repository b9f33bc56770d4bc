import jinja2
from jinja2 import Template
from string import Template as StringTemplate


def greet(name):
    return Template("<p>Hello {{ name }}</p>", autoescape=True).render(name=name)


def footer(user):
    tpl = jinja2.Template("<footer>{{ user.bio }}</footer>", autoescape=True)
    return tpl.render(user=user)


def plain(name):
    return StringTemplate("Hello $name").substitute(name=name)
