class Config:
    def reload(self, path):
        self = Config.load(path)  # want "python/self-reassigned"
        return self
