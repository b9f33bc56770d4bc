from flask import Flask, request, send_file, send_from_directory

app = Flask(__name__)


@app.route("/files")
def files():
    # the file's bytes answer, not the name: no cross-site scripting
    return send_from_directory("/srv/files", request.args["f"])


@app.route("/raw")
def raw():
    return send_file(request.args["p"])  # want "path-traversal: .*request.args"


@app.route("/echo")
def echo():
    return request.args["q"]  # want "xss: .*request.args"
