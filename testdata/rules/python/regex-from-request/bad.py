import re

from flask import Flask, request

app = Flask(__name__)


@app.route("/search")
def search():
    pattern = request.args.get("q", "")
    rx = re.compile(pattern)  # want "python/regex-from-request"
    hits = re.findall(request.args["re"], "some text")  # want "python/regex-from-request"
    return str(rx) + str(hits)
