import xml.etree.ElementTree as ET
from xml.dom import minidom


def load_feed(body):
    return ET.fromstring(body)  # want "python/xml-stdlib-parser"


def load_file(path):
    return ET.parse(path).getroot()  # want "python/xml-stdlib-parser"


def load_dom(data):
    return minidom.parseString(data)  # want "python/xml-stdlib-parser"
