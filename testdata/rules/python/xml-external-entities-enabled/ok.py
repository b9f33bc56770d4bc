import xml.sax
from xml.sax.handler import feature_external_ges

from lxml import etree


def parse(data):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.fromstring(data, parser)


def sax_parse(stream, handler):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setContentHandler(handler)
    parser.parse(stream)


def defused(data):
    import defusedxml.ElementTree as DET
    return DET.fromstring(data, forbid_dtd=True)
