import os
import subprocess
import urllib.parse
from urllib.parse import urlparse

import flask
from flask import Flask, abort, redirect, request
from lxml import etree

app = Flask(__name__)
BASE = "/srv/files"


@app.route("/literal", methods=["POST"])
def literal():
    expr = request.form.get("expr", "")
    if not expr.startswith("'") or not expr.endswith("'") or "'" in expr[1:-1]:
        return "must be a string literal"
    eval(expr)
    return "ok"


@app.route("/literal-half", methods=["POST"])
def literal_half():
    expr = request.form.get("expr", "")
    if not expr.startswith("'"):
        return "must start with a quote"
    eval(expr)  # want "code-injection"
    return "ok"


@app.route("/next")
def next_url():
    target = request.args.get("next", "/")
    url = urllib.parse.urlparse(target)
    if url.netloc not in ["example.com"] or url.scheme != "https":
        abort(400)
    return redirect(target)


@app.route("/relative")
def relative():
    target = request.args.get("next", "/")
    if urlparse(target).netloc:
        return redirect("/")
    return redirect(target)


@app.route("/scheme-only")
def scheme_only():
    target = request.args.get("next", "/")
    if urlparse(target).scheme != "https":
        abort(400)
    return redirect(target)  # want "open-redirect"


@app.route("/file")
def read_file():
    name = request.args.get("name", "")
    if "../" in name:
        abort(400)
    with open(f"{BASE}/{name}") as f:
        return f.read()


@app.route("/real")
def real():
    full = os.path.realpath(os.path.join(BASE, request.args.get("name", "")))
    if not full.startswith(BASE):
        abort(403)
    with open(full) as f:
        return f.read()


@app.route("/joined")
def joined():
    full = os.path.join(BASE, request.args.get("name", ""))
    if not full.startswith(BASE):
        abort(403)
    with open(full) as f:  # want "path-traversal"
        return f.read()


@app.route("/common")
def common():
    p = os.path.abspath(os.path.join(BASE, request.args.get("name", "")))
    if os.path.commonpath([BASE, p]) != BASE:
        abort(403)
    return open(p).read()


@app.route("/emp")
def employee():
    emp = request.args.get("id", "")
    if "'" in emp:
        abort(400)
    root = etree.parse("employees.xml")
    root.xpath(f"/Employees/Employee[@id='{emp}']")
    other = request.args.get("other", "")
    root.xpath(f"/Employees/Employee[@id='{other}']")  # want "xpath-injection"
    return "ok"


@app.route("/pattern")
def pattern():
    import re
    host = request.args.get("host", "")
    if not re.fullmatch(r"[A-Za-z0-9-]+", host):
        abort(400)
    subprocess.run("ping -c 1 " + host, shell=True)
    loose = request.args.get("loose", "")
    if re.fullmatch(r".+", loose):
        subprocess.run("ping -c 1 " + loose, shell=True)  # want "command-injection"
    return "ok"


@app.route("/checks")
def checks():
    import re
    n = request.args.get("n", "")
    if not n.isdigit():
        abort(400)
    subprocess.run("sleep " + n, shell=True)
    word = request.args.get("word", "")
    if re.match(r"[a-z]+$", word):
        subprocess.run("echo " + word, shell=True)
    if re.match(r"[a-z]+", word):
        subprocess.run("echo " + word, shell=True)  # want "command-injection"
    name = request.args.get("name", "")
    if re.search(r"^[a-z]+$", string=name):
        subprocess.run("echo " + name, shell=True)
    if re.search(r"[a-z]+$", name):
        subprocess.run("echo " + name, shell=True)  # want "command-injection"
    return "ok"


@app.route("/loop", methods=["POST"])
def loop():
    param = ""
    for name in request.form.keys():
        if name.startswith("x-"):
            param = name
            break
    os.system("echo " + param)  # want "command-injection"
    return "ok"


@app.route("/benchmark/fixed")
def fixed_path():
    part = request.path.split("/")[1]
    return eval(part)


@app.route("/resolved")
def resolved():
    from pathlib import Path
    base = Path("/srv/files")
    p = (base / request.args.get("name", "")).resolve()
    if not str(p).startswith(str(base)):
        abort(404)
    if p.exists():
        return "yes"
    q = base / request.args.get("other", "")
    if q.exists():  # want "path-traversal"
        return "yes"
    if os.path.isfile(request.args.get("f", "")):  # want "path-traversal"
        return "file"
    return "no"


@app.route("/quoted")
def quoted():
    emp = request.args.get("id", "")
    root = etree.parse("employees.xml")
    root.xpath(f"/Employees/Employee[@id='{emp.replace(chr(39), '&apos;')}']")  # want "xpath-injection"
    root.xpath(f"/Employees/Employee[@id='{emp.replace("'", '&apos;')}']")
    return "ok"


@app.route("/shell")
def shell():
    arg = request.args.get("a", "")
    argv = []
    if os.name == "nt":
        argv.append("cmd.exe")
        argv.append("/c")
    else:
        argv.append("sh")
        argv.append("-c")
    argv.append("echo " + arg)
    subprocess.run(argv)  # want "command-injection"
    subprocess.run(["echo", arg])
    return "ok"


@app.route("/session")
def put_session():
    key = request.args.get("k", "")
    flask.session[key] = "1"  # want "trust-boundary"
    flask.session["fixed"] = "1"
    return flask.make_response(("stored", {"X-Key": "fixed"}))


class Query:
    def __init__(self, text):
        self.text = text

    def fixed(self):
        return "SELECT 1"

    def build(self):
        return "SELECT * FROM t WHERE name = '" + self.text + "'"

    def quote(self, s):
        return s.replace("'", "''")


class Box:
    pass


@app.route("/objects")
def objects():
    import sqlite3
    cur = sqlite3.connect("db").cursor()
    name = request.args.get("name", "")
    q = Query(name)
    cur.execute(q.fixed())
    cur.execute(q.build())  # want "sql-injection"
    cur.execute("SELECT * FROM t WHERE name = '" + Query("x").quote(name) + "'")
    box = Box()
    box.safe = "users"
    box.unsafe = name
    cur.execute("SELECT * FROM " + box.safe)
    cur.execute("SELECT * FROM " + box.unsafe)  # want "sql-injection"
    box = Box()
    return "ok"


@app.route("/spawn")
async def spawn():
    import asyncio
    import pty
    cmd = request.args.get("cmd", "")
    await asyncio.create_subprocess_exec("sh", "-c", cmd)  # want "command-injection"
    await asyncio.create_subprocess_exec("ls", "-l", cmd)
    pty.spawn(["bash", "-c", cmd])  # want "command-injection"
    pty.spawn(["ls", cmd])
    return "ok"


@app.route("/dots-only")
def dots_only():
    name = request.args.get("name", "")
    if ".." in name:
        abort(400)
    open(os.path.join(BASE, name))  # want "path-traversal"
    open(name)  # want "path-traversal"
    open(BASE + "/" + name)
    emp = request.args.get("id", "")
    if "'" in emp:
        abort(400)
    root = etree.parse("employees.xml")
    root.xpath(f'/Employees/Employee[@id="{emp}"]')  # want "xpath-injection"
    root.xpath(f"/Employees/Employee[@id='{emp}']")
    return "ok"
