class Parser:
    @staticmethod
    def reset():
        return None

    def parse(self, text):
        def inner():
            return text
        return inner()
