import pymysql
from flask import Flask, request

app = Flask(__name__)


@app.route("/user")
def user():
    name = request.args.get("name")
    return run("SELECT * FROM users WHERE name = '%s'" % name)  # want "python/sql-built-from-request"


@app.route("/order", methods=["POST"])
def order():
    return run(f"INSERT INTO orders (item) VALUES ('{request.form['item']}')")  # want "python/sql-built-from-request"


def lambda_handler(event, context):
    uid = event["pathParameters"]["id"]
    db.run_sql("DELETE FROM sessions WHERE user_id = " + uid + ";")  # want "python/sql-built-from-request"
    return {"statusCode": 204}


@app.route("/table")
def table():
    tbl = request.args["t"]
    return run(f"SELECT id FROM {tbl} WHERE active = 1")  # want "python/sql-built-from-request"


class ReportView:
    def get(self, request):
        return run("SELECT * FROM reports WHERE owner = '%s'" % self.request.GET["owner"])  # want "python/sql-built-from-request"


@app.route("/by-name/<name>")
def by_name(name):
    return run("SELECT * FROM users WHERE name = '" + name + "'")  # want "python/sql-built-from-request"
