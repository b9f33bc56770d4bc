from mako.lookup import TemplateLookup
from mako.template import Template

lookup = TemplateLookup(directories=["templates"])  # want "python/mako-no-escaping"


def render(name):
    return Template("<p>Hello ${name}</p>").render(name=name)  # want "python/mako-no-escaping"
