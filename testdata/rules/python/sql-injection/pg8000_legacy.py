import pg8000
import pg8000.dbapi
from flask import Flask, request

app = Flask(__name__)


@app.route("/legacy")
def legacy():
    con = pg8000.connect(user="app", database="app")
    rows = con.run("SELECT * FROM posts WHERE title = '" + request.args["q"] + "'")  # want "sql-injection"
    return str(rows)


@app.route("/dbapi")
def dbapi():
    con = pg8000.dbapi.connect(user="app", database="app")
    title = request.args["q"]
    return str(con.run(f"SELECT * FROM posts WHERE title = '{title}'"))  # want "sql-injection"


@app.route("/legacy-safe")
def legacy_safe():
    # the value goes in run's params: the documented form
    con = pg8000.connect(user="app", database="app")
    return str(con.run("SELECT * FROM posts WHERE title = :title", title=request.args["q"]))
