from flask import Flask, session

app = Flask(__name__)


@app.route("/add/<item>")
def add(item):
    cart = session.get("cart", [])
    cart.append(item)
    session["cart"] = cart
    return "ok"


@app.route("/theme")
def theme():
    session["prefs"]["theme"] = "dark"
    session.modified = True
    return "ok"
