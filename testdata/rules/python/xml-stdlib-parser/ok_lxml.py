from lxml import etree


def load(body):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.fromstring(body, parser)
