import peewee
from psycopg2 import sql
from sqlalchemy import literal_column, select
from flask import Flask, request

app = Flask(__name__)
db = peewee.PostgresqlDatabase("app")


@app.route("/table")
def table():
    name = request.args["t"]
    return str(sql.SQL("SELECT * FROM {} LIMIT 10".format(name)))  # want "sql-injection"


@app.route("/peewee")
def by_peewee():
    q = request.args["q"]
    return str(db.execute_sql("SELECT * FROM posts WHERE title = '%s'" % q).fetchall())  # want "sql-injection"


@app.route("/async")
async def by_asyncpg():
    q = request.args["q"]
    row = await pool.fetchrow("SELECT * FROM posts WHERE title = '" + q + "'")  # want "sql-injection"
    return str(row)


@app.route("/column")
def column():
    expr = request.args["expr"]
    return str(select(literal_column(expr)))  # want "sql-injection"


@app.route("/safe")
def safe():
    name = request.args["t"]
    q = request.args["q"]
    stmt = sql.SQL("SELECT * FROM {} WHERE title = %s").format(sql.Identifier(name))
    return str(db.execute_sql("SELECT * FROM posts WHERE title = %s", (q,)).fetchall()), str(stmt)


pool = None
