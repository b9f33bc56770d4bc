class Config:
    def reload(self, path):
        fresh = Config.load(path)
        self.values = fresh.values
        return self

    @classmethod
    def load(cls, path):
        cls = cls.resolve(path)
        return cls()
