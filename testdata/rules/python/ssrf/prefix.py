import requests
from flask import Flask, request

app = Flask(__name__)
API = "https://api.example.com"


@app.route("/user")
def user():
    # the host is fixed: the client picks a path under it
    return requests.get(f"https://api.example.com/users/{request.args['id']}").text


@app.route("/proxy")
def proxy():
    return requests.get("https://" + request.args["host"] + "/status").text  # want "ssrf"


@app.route("/fetch")
def fetch():
    # no "/" after the host: "@evil.example" takes the request elsewhere
    return requests.get(API + request.args["path"]).text  # want "ssrf"
