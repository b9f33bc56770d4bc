from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    expr = request.form.get("expr")
    return str(eval(expr))  # want "code-injection: .*request.form.get"


def run_snippet(src):
    exec(src)  # want "code-injection: exec[(][)] of a non-literal"


def run_text(src, ns):
    exec(compile(src, "<string>", "exec"), ns)  # want "code-injection: compile[(][)] of a non-literal"
