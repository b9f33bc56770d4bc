from django.conf import settings
from flask import Flask
from hashids import Hashids

app = Flask(__name__)

ids = Hashids(salt=settings.SECRET_KEY, min_length=8)  # want "python/hashids-secret-key-salt"
flask_ids = Hashids(app.config["SECRET_KEY"])  # want "python/hashids-secret-key-salt"
other = Hashids(app.secret_key)  # want "python/hashids-secret-key-salt"
