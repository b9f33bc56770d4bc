from mako.lookup import TemplateLookup
from mako.template import Template

lookup = TemplateLookup(directories=["templates"], default_filters=["h"])


def render(name):
    return Template("<p>Hello ${name}</p>", default_filters=["str", "h"]).render(name=name)
