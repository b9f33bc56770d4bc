import jinja2
from jinja2 import Environment, FileSystemLoader

env = Environment(loader=FileSystemLoader("templates"), autoescape=False)  # want "python/jinja-autoescape-disabled"
env2 = jinja2.Environment(loader=jinja2.PackageLoader("app"))  # want "python/jinja-autoescape-disabled"


def aliased(src):
    from jinja2 import Environment as Env
    from jinja2 import Template

    env = Env(autoescape=False)  # want "python/jinja-autoescape-disabled"
    return Template(src, autoescape=False)  # want "python/jinja-autoescape-disabled"


def switched_off_later(loader):
    env = jinja2.Environment(loader=loader, autoescape=True)
    env.autoescape = False  # want "python/jinja-autoescape-disabled"
    return env
