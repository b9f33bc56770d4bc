from xml.dom.minidom import parseString
from xml.etree.ElementTree import (
    fromstring,
    tostring,
)


def read_feed(body):
    root = fromstring(body)  # want "python/xml-stdlib-parser"
    return tostring(root)


def read_doc(text):
    return parseString(text).documentElement  # want "python/xml-stdlib-parser"
