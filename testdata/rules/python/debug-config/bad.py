from flask import Flask

app = Flask(__name__)
app.debug = True  # want "python/debug-config"
app.config["DEBUG"] = True  # want "python/debug-config"
app.config.update(DEBUG=True, TESTING=False)  # want "python/debug-config"
app.config["ENV"] = "development"  # want "python/debug-config"
os.environ["FLASK_DEBUG"] = "1"  # want "python/debug-config"
app.config.from_mapping({"DEBUG": True, "TESTING": False})  # want "python/debug-config"
app.env = "development"  # want "python/debug-config"
