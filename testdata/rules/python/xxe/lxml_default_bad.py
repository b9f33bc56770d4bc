# lxml's parser resolved external entities by default before lxml 5.0
# (resolve_entities=True; "internal" since): request data parsed with it,
# or with a parser made without resolve_entities=False, can read local files.
from lxml import etree
from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_items():
    root = etree.fromstring(request.data)  # want "xxe"
    tree = etree.parse(request.files["doc"], etree.XMLParser(no_network=True))  # want "xxe"
    return str(len(root)) + str(tree.getroot().tag)
