import json
import xml.etree.ElementTree as ET

import yaml


def load_config(config_path):
    return yaml.safe_load(config_path)  # want "python/parser-given-file-name"


def load_fixture():
    return json.loads("fixtures/users.json")  # want "python/parser-given-file-name"


def load_feed():
    return ET.fromstring("feed.xml")  # want "python/parser-given-file-name"
