from sqlalchemy.orm import relationship


class Parent(Base):
    children = relationship("Child", backref="parent", back_populates="parent")  # want "python/sqlalchemy-backref-and-back-populates"
