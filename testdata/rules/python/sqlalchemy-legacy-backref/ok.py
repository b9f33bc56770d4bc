from sqlalchemy import ForeignKey
from sqlalchemy.orm import DeclarativeBase, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class User(Base):
    __tablename__ = "user"
    id = mapped_column(primary_key=True)
    addresses = relationship("Address", back_populates="user")


class Address(Base):
    __tablename__ = "address"
    id = mapped_column(primary_key=True)
    user_id = mapped_column(ForeignKey("user.id"))
    user = relationship("User", back_populates="addresses")
