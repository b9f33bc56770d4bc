from ruamel.yaml import YAML


def load(stream):
    return YAML(typ="safe").load(stream)


def round_trip(stream):
    return YAML().load(stream)
