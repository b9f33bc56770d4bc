from sqlalchemy.orm import relationship


class Parent(Base):
    children = relationship("Child", back_populates="parent")
