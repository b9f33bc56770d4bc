import json
import pickle


def encode(obj, f):
    json.dump(obj, f)
    json.dump(obj, fp=f, indent=2)
    return json.dumps(obj), pickle.dumps(obj)
