import importlib
from importlib import import_module

import pandas as pd
from flask import Flask, request

app = Flask(__name__)


@app.route("/export")
def export():
    # the client picks the module whose top-level code runs
    fmt = importlib.import_module("exporters." + request.args["format"])  # want "code-injection: .*request.args"
    codec = __import__(request.form["codec"])  # want "code-injection: .*request.form"
    helper = import_module(name=request.args.get("helper"))  # want "code-injection"
    return fmt.render(codec, helper)


def summarize(frame, expr):
    # an expression of unknown origin is evaluated: named as the call that runs it
    return pd.eval(expr, target=frame)  # want "code-injection: pd[.]eval[(][)] of a non-literal"
