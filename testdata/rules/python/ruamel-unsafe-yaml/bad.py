from ruamel.yaml import YAML


def load(stream):
    return YAML(typ="unsafe").load(stream)  # want "python/ruamel-unsafe-yaml"
