import json
import subprocess


def render(doc):
    out = subprocess.run(["pandoc", "-t", "html"], input="# Title\n", capture_output=True)  # want "python/subprocess-input-str-in-binary-mode"
    data = subprocess.check_output(["jq", "."], input=json.dumps(doc))  # want "python/subprocess-input-str-in-binary-mode"
    return out.stdout, data
