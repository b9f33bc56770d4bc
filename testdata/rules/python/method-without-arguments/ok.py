class Parser:
    @staticmethod
    def reset():
        return None

    def gen_rules():
        return {"root": []}

    tokens = gen_rules()

    def parse(self, text):
        def inner():
            return text
        return inner()


class Lexer:
    def gen_rules():
        def callback(self, match):
            return self.process(match)
        return [callback]

    rules = gen_rules()
