from lxml import etree

from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_feed():
    # lxml's parser is python/xxe's to judge; no standard-library import here
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    root = etree.fromstring(request.data, parser)
    return {"items": len(root)}
