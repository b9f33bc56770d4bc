import xml.sax
from xml.sax.handler import feature_external_ges

from lxml import etree


def parse(data):
    parser = etree.XMLParser(resolve_entities=True)  # want "python/xml-external-entities-enabled"
    return etree.fromstring(data, parser)


def parse_remote(path):
    parser = etree.XMLParser(no_network=False, huge_tree=False)  # want "python/xml-external-entities-enabled"
    return etree.parse(path, parser)


def sax_parse(stream, handler):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)  # want "python/xml-external-entities-enabled"
    parser.setContentHandler(handler)
    parser.parse(stream)


def parse_big(data):
    return etree.fromstring(data, etree.XMLParser(huge_tree=True))  # want "python/xml-external-entities-enabled"


def defused(data):
    import defusedxml.ElementTree as DET
    return DET.fromstring(data, forbid_entities=False)  # want "python/xml-external-entities-enabled"
