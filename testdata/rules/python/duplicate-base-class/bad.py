class Base:
    pass


class Child(Base, Base):  # want "python/duplicate-base-class"
    pass
