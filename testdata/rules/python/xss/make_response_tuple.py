from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/tag")
def tag():
    value = request.args.get("v", "")
    # the request data goes into a header, the HTML body is fixed
    return make_response(("Tagged.", 200, {"X-Tag": value.replace("\r", "").replace("\n", "")}))
