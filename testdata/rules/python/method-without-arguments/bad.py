class Parser:
    def reset():  # want "python/method-without-arguments"
        return None

    def parse(self, text):
        return text
