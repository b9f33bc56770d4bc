import numexpr
import pandas as pd
from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    return {"v": float(pd.eval(request.args["expr"]))}  # want "code-injection"


@app.route("/fast")
def fast():
    return {"v": float(numexpr.evaluate(request.args["expr"]))}  # want "code-injection"


@app.route("/fixed")
def fixed():
    return {"v": float(pd.eval("1 + 2"))}
