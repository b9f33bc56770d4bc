# Flask-SQLAlchemy and SQLAlchemy: ForeignKey("table.column") names a column, and ondelete is optional
import sqlalchemy as sa
import sqlalchemy.orm as so
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()

followers = sa.Table(
    "followers",
    db.metadata,
    sa.Column("follower_id", sa.Integer, sa.ForeignKey("user.id"), primary_key=True),
)


class Post(db.Model):
    user_id: so.Mapped[int] = so.mapped_column(sa.ForeignKey("user.id"), index=True)
    parent_id = db.Column(db.Integer, db.ForeignKey("post.id"))
