import asyncpg
import pg8000.native
from flask import Flask, request

app = Flask(__name__)


@app.route("/rows")
async def rows():
    conn = await asyncpg.connect("postgresql://app@db/app")
    q = request.args["q"]
    return str(await conn.fetch("SELECT * FROM posts WHERE title = '" + q + "'"))  # want "sql-injection"


@app.route("/cursor")
async def cursor():
    conn = await asyncpg.connect("postgresql://app@db/app")
    stmt = await conn.prepare(f"SELECT * FROM posts WHERE tag = '{request.args['tag']}'")  # want "sql-injection"
    return str(await stmt.fetch())


@app.route("/pool")
async def pooled():
    pool = await asyncpg.create_pool("postgresql://app@db/app")
    async with pool.acquire() as conn:
        return str(await conn.fetch("SELECT * FROM posts WHERE author = '%s'" % request.args["a"]))  # want "sql-injection"


@app.route("/pg8000")
def native():
    con = pg8000.native.Connection("app")
    return str(con.run("SELECT * FROM posts WHERE title = '" + request.args["q"] + "'"))  # want "sql-injection"


@app.route("/safe")
async def safe():
    conn = await asyncpg.connect("postgresql://app@db/app")
    con = pg8000.native.Connection("app")
    q = request.args["q"]
    a = await conn.fetch("SELECT * FROM posts WHERE title = $1", q)
    b = con.run("SELECT * FROM posts WHERE title = :title", title=q)
    return str(a) + str(b)


@app.route("/other")
def other():
    job = Runner()
    return job.run("echo " + request.args["q"])


class Runner:
    def run(self, text):
        return text
