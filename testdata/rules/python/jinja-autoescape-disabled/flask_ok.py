from flask import Flask

app = Flask(__name__)
app.jinja_env.autoescape = True
app.jinja_env.trim_blocks = False
