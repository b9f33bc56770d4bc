import csv
import io

from flask import Flask, request

app = Flask(__name__)


@app.route("/export", methods=["POST"])
def export():
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([request.form["name"], request.form["comment"]])  # want "python/csv-formula-injection"
    return out.getvalue()
