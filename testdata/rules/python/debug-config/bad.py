from flask import Flask

app = Flask(__name__)
app.debug = True  # want "python/debug-config"
app.config["DEBUG"] = True  # want "python/debug-config"
