from json import loads as parse
from xml.etree.ElementTree import Element, tostring


def build(name):
    node = Element("item", name=name)
    return tostring(node)


def read(text):
    return parse(text)


def fromstring(text):
    return text.split(",")


def split(text):
    return fromstring(text)
