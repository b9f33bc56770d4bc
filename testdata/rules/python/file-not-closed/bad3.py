import json
import pickle


def save(path, data, model):
    json.dump(data, open(path, "w", encoding="utf-8"), indent=2)  # want "python/file-not-closed"
    pickle.dump(model, open(path + ".pkl", "wb"))  # want "python/file-not-closed"
