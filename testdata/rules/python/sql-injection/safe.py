import sqlite3
from flask import Flask, request

app = Flask(__name__)


@app.route("/user")
def user():
    uid = request.args.get("id")
    cur = sqlite3.connect("app.db").cursor()
    cur.execute("SELECT * FROM users WHERE id = ?", (uid,))
    n = int(request.args.get("n"))
    cur.execute("SELECT * FROM users LIMIT " + str(n))
    order = request.args.get("order")
    if order not in {"name", "created"}:
        return "bad order"
    cur.execute("SELECT * FROM users ORDER BY " + order)
    col = "name"
    if 3 * 4 > 100:
        col = request.args.get("col")
    cur.execute("SELECT " + col + " FROM users")
    return "ok"
