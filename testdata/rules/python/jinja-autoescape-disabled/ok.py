import jinja2
from jinja2 import Environment, FileSystemLoader, select_autoescape

env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape())
env2 = jinja2.Environment(loader=jinja2.PackageLoader("app"), autoescape=True)
env3 = Environment(**options)
