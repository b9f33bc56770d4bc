class Parser:
    @staticmethod
    def parse(self, text):  # want "python/staticmethod-with-self"
        return text.split()
