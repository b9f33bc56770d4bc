from flask import Flask, request

app = Flask(__name__)


@app.route("/run")
def run():
    action = request.args.get("action")
    result = globals()[action]()  # want "python/globals-lookup-from-request"
    other = globals().get(request.form["fn"])  # want "python/globals-lookup-from-request"
    return str(result) + str(other)
