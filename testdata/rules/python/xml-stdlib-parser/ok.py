import xml.etree.ElementTree as ET

import defusedxml.ElementTree as DET


def load_feed(body):
    return DET.fromstring(body)


def fixed():
    return ET.fromstring("<config><debug>false</debug></config>")
