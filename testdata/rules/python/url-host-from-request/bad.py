import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/proxy")
def proxy():
    host = request.args.get("host")
    url = f"https://{host}/api/status"  # want "python/url-host-from-request"
    return fetch(url)


def view(request):
    url = "http://%s:8080/health" % request.GET["server"]  # want "python/url-host-from-request"
    other = "https://" + request.POST.get("domain") + "/feed"  # want "python/url-host-from-request"
    return requests.get(url, timeout=5).text + fetch(other)


def lambda_handler(event, context):
    target = "https://{}/hook".format(event["host"])  # want "python/url-host-from-request"
    return fetch(target)
