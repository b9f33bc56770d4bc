from flask import Flask

app = Flask(__name__)
app.jinja_env.autoescape = False  # want "python/jinja-autoescape-disabled"
