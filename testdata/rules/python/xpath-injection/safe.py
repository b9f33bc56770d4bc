from lxml import etree
from flask import Flask, request

app = Flask(__name__)


@app.route("/emp")
def emp():
    eid = request.args.get("id")
    root = etree.parse("employees.xml")
    nodes = root.xpath("/Employees/Employee[@id=$eid]", eid=eid)
    name = "name"
    return str(len(nodes)) + request.args.get("q", "").find(name).__str__()
