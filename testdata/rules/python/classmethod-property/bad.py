class Config:
    @classmethod
    @property
    def name(cls):  # want "python/classmethod-property"
        return cls.__name__
