import re

from flask import Flask, request

app = Flask(__name__)

WORD = re.compile(r"\w+")


@app.route("/search")
def search():
    term = request.args.get("q", "")
    rx = re.compile(re.escape(term))
    words = WORD.findall(term)
    found = re.search(r"^\d+$", term)
    return str(rx) + str(words) + str(found)
