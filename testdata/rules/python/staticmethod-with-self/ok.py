class Parser:
    @staticmethod
    def parse(text):
        return text.split()

    @classmethod
    def build(cls, selfish):
        return cls()

    def run(self, text):
        return self.parse(text)
