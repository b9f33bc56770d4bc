import code
import importlib

from flask import Flask, request

app = Flask(__name__)


@app.route("/plugin")
def plugin():
    console = code.InteractiveConsole()
    console.push(request.args["line"])  # want "code-injection"
    code.InteractiveInterpreter().runsource(request.form["src"])  # want "code-injection"
    return "ok"


@app.route("/fixed")
def fixed():
    mod = importlib.import_module("json")
    code.InteractiveConsole().push("print(1)")
    return str(mod)


@app.route("/sub")
def sub():
    import _xxsubinterpreters

    interp = _xxsubinterpreters.create()
    _xxsubinterpreters.run_string(interp, request.args["code"])  # want "code-injection"
    return "ok"
