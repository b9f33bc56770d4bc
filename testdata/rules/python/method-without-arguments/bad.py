class Parser:
    def reset():  # want "python/method-without-arguments"
        self.pos = 0

    def parse(self, text):
        return text
