from django.http import HttpResponse
from flask import Flask, request

app = Flask(__name__)


@app.route("/hello")
def hello():
    greeting = "<h1>Hello " + request.args.get("name", "") + "</h1>"  # want "python/html-built-from-request"
    return render_page(greeting)


def search(request):
    q = request.GET.get("q", "")
    body = "<p>No results for %s</p>" % q  # want "python/html-built-from-request"
    return HttpResponse(body)


def handler(event, context):
    name = event["queryStringParameters"]["name"]
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "text/html"},
        "body": f"<html><body>Hello {name}</body></html>",  # want "python/html-built-from-request"
    }


@app.route("/qualified")
def qualified():
    import flask

    note = "<em>" + flask.request.args.get("note", "") + "</em>"  # want "python/html-built-from-request"
    return render_page(note)
