import json
import xml.etree.ElementTree as ET

import toml
import yaml


def load_config(config_path):
    with open(config_path, encoding="utf-8") as config_file:
        return yaml.safe_load(config_file)


def load_fixture(text):
    return json.loads(text)


def load_feed(feed_path):
    return ET.parse(feed_path).getroot()


def load_project(pyproject_path):
    return toml.load(pyproject_path)


def inline():
    return yaml.safe_load("name: x.yml")
