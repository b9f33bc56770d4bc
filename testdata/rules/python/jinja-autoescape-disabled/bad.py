import jinja2
from jinja2 import Environment, FileSystemLoader

env = Environment(loader=FileSystemLoader("templates"), autoescape=False)  # want "python/jinja-autoescape-disabled"
env2 = jinja2.Environment(loader=jinja2.PackageLoader("app"))  # want "python/jinja-autoescape-disabled"
