import xml.dom.minidom
import xml.sax
import xml.sax.handler
from lxml import etree
from flask import Flask, request

app = Flask(__name__)


@app.route("/xml", methods=["POST"])
def parse():
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    doc = xml.dom.minidom.parseString(request.data, parser)  # want "xxe"
    lp = etree.XMLParser(resolve_entities=True, no_network=False)
    root = etree.fromstring(request.get_data(), lp)  # want "xxe"
    return doc.toxml() + str(root)
