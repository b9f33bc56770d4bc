from urllib.parse import quote

from flask import Flask, request

app = Flask(__name__)


@app.route("/proxy")
def proxy():
    item = request.args.get("item")
    url = f"https://api.example.com/items/{quote(item)}"
    other = f"https://api.example.com/search?q={item}"
    base = "https://%s/api" % API_HOST
    return fetch(url, other, base)
