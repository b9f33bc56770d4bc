import requests
from flask import Flask, request

app = Flask(__name__)
SERVICES = {"weather": "https://api.weather.example/v1", "news": "https://news.example/feed"}


@app.route("/fetch")
def fetch():
    name = request.args.get("service")
    return requests.get(SERVICES["weather"], timeout=5).text + name
