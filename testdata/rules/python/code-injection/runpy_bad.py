import runpy

from flask import Flask, request

app = Flask(__name__)


@app.route("/run-report")
def run_report():
    script = request.args["script"]
    result = runpy.run_path(script)  # want "code-injection"
    return str(result.get("summary"))


@app.route("/run-task")
def run_task():
    return str(runpy.run_module(request.form["task"], run_name="__main__"))  # want "code-injection"


def run_configured(settings):
    # a script the deployment configured is a loader's choice, not the client's
    return runpy.run_path(settings.REPORT_SCRIPT)


def run_builtin():
    return runpy.run_module("http.server", run_name="__main__")
