from flask import Flask
from flask_talisman import Talisman

app = Flask(__name__)
csp = {"default-src": "'self'", "img-src": "*"}
Talisman(app, content_security_policy=csp, force_https=True)
