import xml.etree.ElementTree as ET

import defusedxml.ElementTree as SafeET
from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_feed():
    # defusedxml refuses entity declarations: the safe form of the same call
    root = SafeET.fromstring(request.data)
    return {"items": len(root.findall("item"))}


def build_reply(items):
    # building XML, and parsing the program's own constant, involve no client data
    root = ET.Element("items")
    for item in items:
        ET.SubElement(root, "item").text = item
    template = ET.fromstring("<reply><status>ok</status></reply>")
    return ET.tostring(root), template


def read_config(path):
    # a file the program was configured with is python/xml-stdlib-parser's (Low), not this rule's
    return ET.parse(path).getroot()
