# A parser that keeps entity references, and the application's own file.
from lxml import etree
from flask import Flask, request

app = Flask(__name__)
SAFE = etree.XMLParser(resolve_entities=False)


@app.route("/import", methods=["POST"])
def import_items():
    root = etree.fromstring(request.data, etree.XMLParser(resolve_entities=False, no_network=True))
    tree = etree.parse(request.files["doc"], parser=SAFE)
    config = etree.parse("config.xml")
    return str(len(root)) + str(tree.getroot().tag) + config.getroot().tag
