def setup():
    exec "x = 1"


def run(code):
    return eval(compile(code, "<string>", "eval"), {"__builtins__": {}})
