import pymysql
from flask import Flask, request

app = Flask(__name__)


@app.route("/user")
def user():
    name = request.args.get("name")
    sql = "SELECT * FROM users WHERE name = '%s'" % name  # want "python/sql-built-from-request"
    return run(sql)


@app.route("/order", methods=["POST"])
def order():
    query = f"INSERT INTO orders (item) VALUES ('{request.form['item']}')"  # want "python/sql-built-from-request"
    return run(query)


def lambda_handler(event, context):
    uid = event["pathParameters"]["id"]
    stmt = "DELETE FROM sessions WHERE user_id = " + uid + ";"  # want "python/sql-built-from-request"
    conn = pymysql.connect(host="db")
    conn.cursor().execute(stmt)
    return {"statusCode": 204}


@app.route("/table")
def table():
    tbl = request.args["t"]
    sql = f"SELECT id FROM {tbl} WHERE active = 1"  # want "python/sql-built-from-request"
    return run(sql)


class ReportView:
    def get(self, request):
        sql = "SELECT * FROM reports WHERE owner = '%s'" % self.request.GET["owner"]  # want "python/sql-built-from-request"
        return run(sql)


@app.route("/by-name/<name>")
def by_name(name):
    sql = "SELECT * FROM users WHERE name = '" + name + "'"  # want "python/sql-built-from-request"
    return run(sql)
