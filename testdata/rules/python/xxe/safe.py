import xml.dom.minidom
import xml.sax
from lxml import etree
from flask import Flask, request

app = Flask(__name__)


@app.route("/xml", methods=["POST"])
def parse():
    parser = xml.sax.make_parser()
    doc = xml.dom.minidom.parseString(request.data, parser)
    lp = etree.XMLParser(resolve_entities=False, no_network=True)
    root = etree.fromstring(request.get_data(), lp)
    return doc.toxml() + str(root)
