import sqlite3
from flask import Flask, request

app = Flask(__name__)


@app.route("/user")
def user():
    uid = request.args.get("id")
    con = sqlite3.connect("app.db")
    cur = con.cursor()
    cur.execute("SELECT * FROM users WHERE id = '" + uid + "'")  # want "sql-injection: .*request.args.get"
    q = f"SELECT * FROM users WHERE name = '{request.form['name']}'"
    cur.execute(q)  # want "sql-injection"
    return "ok"


def find(cursor, name):
    sql = "SELECT * FROM t WHERE n = '%s'" % name
    cursor.execute(sql)  # want "sql-injection"
