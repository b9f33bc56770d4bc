from flask import Flask, request

app = Flask(__name__)


@app.route("/user")
def user(cursor):
    name = request.args.get("name")
    cursor.execute("SELECT * FROM users WHERE name = %s", (name,))
    limit = int(request.args.get("limit", "10"))
    sql = "SELECT * FROM users LIMIT %d" % limit
    table = "users"
    count = f"SELECT count(*) FROM {table}"
    message = f"Select one of {request.args.get('choices')} from the menu"
    return run(sql, count, message)


def lambda_handler(event, context):
    stmt = "DELETE FROM sessions WHERE user_id = %s"
    return {"statusCode": 204, "sql": stmt}


def helper(event, ctx):
    return "SELECT * FROM t WHERE id = " + event


@app.route("/by-id/<int:uid>")
def by_id(uid):
    sql = "SELECT * FROM users WHERE id = %d" % uid
    return run(sql)


@app.route("/fixed")
def fixed(db):
    sql = "SELECT * FROM users WHERE id = " + db.default_id
    return run(sql)


@app.route("/page")
def page():
    sql = "SELECT * FROM users LIMIT %d" % request.args.get("n", 10, type=int)
    return run(sql)


@app.route("/kept")
def kept():
    # kept in a variable: the analyzer follows it to where it runs (python/sql-injection)
    name = request.args.get("name")
    sql = "SELECT * FROM users WHERE name = '%s'" % name
    return run(sql)
