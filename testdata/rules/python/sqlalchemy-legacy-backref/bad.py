from sqlalchemy import ForeignKey
from sqlalchemy.orm import DeclarativeBase, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class Address(Base):
    __tablename__ = "address"
    id = mapped_column(primary_key=True)
    user_id = mapped_column(ForeignKey("user.id"))
    user = relationship("User", backref="addresses")  # want "python/sqlalchemy-legacy-backref"
