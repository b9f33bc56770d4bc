import ast
from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    expr = request.form.get("expr")
    value = ast.literal_eval(expr)
    exec("print('hello')")
    code = "1 + 1"
    return str(eval(code)) + str(value)
