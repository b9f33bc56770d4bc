import json
import pickle


def encode(obj):
    text = json.dump(obj)  # want "python/json-dump-without-file"
    blob = pickle.dump(obj, protocol=4)  # want "python/json-dump-without-file"
    return text, blob
