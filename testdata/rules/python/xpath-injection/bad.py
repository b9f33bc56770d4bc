from lxml import etree
import xml.etree.ElementTree as ET
from flask import Flask, request

app = Flask(__name__)


@app.route("/emp")
def emp():
    eid = request.args.get("id")
    root = etree.parse("employees.xml")
    nodes = root.xpath("/Employees/Employee[@id='" + eid + "']")  # want "xpath-injection"
    tree = ET.parse("employees.xml")
    found = tree.getroot().findall(f"./Employee[@id='{eid}']")  # want "xpath-injection"
    return str(len(nodes) + len(found))
