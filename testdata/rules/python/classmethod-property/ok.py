class Config:
    @classmethod
    def name(cls):
        return cls.__name__

    @property
    def title(self):
        return "x"
