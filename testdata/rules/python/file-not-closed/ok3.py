import json
import pickle


def save(path, data, model):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2)
    with open(path + ".pkl", "wb") as f:
        pickle.dump(model, f)
