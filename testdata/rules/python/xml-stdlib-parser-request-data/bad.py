import xml.etree.ElementTree as ET
from xml.dom import minidom

from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_feed():
    root = ET.fromstring(request.data)  # want "python/xml-stdlib-parser-request-data"
    return {"items": len(root.findall("item"))}


@app.route("/upload", methods=["POST"])
def upload():
    body = request.get_data()
    doc = minidom.parseString(body)  # want "python/xml-stdlib-parser-request-data"
    return doc.documentElement.tagName


@app.route("/stream", methods=["POST"])
def stream():
    tree = ET.parse(request.files["doc"])  # want "python/xml-stdlib-parser-request-data"
    return tree.getroot().tag
