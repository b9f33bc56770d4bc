import io

import defusedcsv as csv
from flask import Flask, request

app = Flask(__name__)


@app.route("/export", methods=["POST"])
def export():
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([request.form["name"], request.form["comment"]])
    return out.getvalue()
