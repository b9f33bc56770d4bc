from flask_sqlalchemy import SQLAlchemy

from .models import User

db = SQLAlchemy()


def load(uid):
    a = User.query.get(uid)  # want "python/sqlalchemy-legacy-query-get"
    b = db.session.query(User).get(uid)  # want "python/sqlalchemy-legacy-query-get"
    return a, b
