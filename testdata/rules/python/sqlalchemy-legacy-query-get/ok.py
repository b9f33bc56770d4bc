from flask import request
from flask_sqlalchemy import SQLAlchemy

from .models import User

db = SQLAlchemy()


def load(uid):
    a = db.session.get(User, uid)
    b = request.args.get("q")
    c = User.query.filter_by(id=uid).first()
    return a, b, c
