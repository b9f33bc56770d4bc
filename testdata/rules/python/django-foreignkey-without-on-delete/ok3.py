# Flask-SQLAlchemy alone: db.ForeignKey is SQLAlchemy's, reached through the extension's object
from app import db


class Message(db.Model):
    sender_id = db.Column(db.Integer, db.ForeignKey("user.id"))
    recipient_id = db.Column(db.Integer, db.ForeignKey("user.id", ondelete="CASCADE"))
