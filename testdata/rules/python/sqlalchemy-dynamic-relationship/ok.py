from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    posts = db.relationship("Post", back_populates="author", lazy="selectin")
    drafts = db.relationship("Draft", lazy="write_only")
