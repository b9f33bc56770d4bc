from markupsafe import escape
from flask import Flask, request

app = Flask(__name__)


@app.route("/hello")
def hello():
    greeting = "<h1>Hello " + escape(request.args.get("name", "")) + "</h1>"
    title = "<h1>Hello</h1>"
    note = "Hello " + request.args.get("name", "")
    return render_page(greeting, title, note)


@app.route("/direct")
def direct():
    return "<h1>Hello " + request.args.get("name", "") + "</h1>"


def handler(event, context):
    count = len(event["Records"])
    return {"statusCode": 200, "body": f"<p>{count} records</p>"}
