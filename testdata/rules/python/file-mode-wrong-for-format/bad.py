import csv
import json
import pickle


def save_model(model, path):
    with open(path, "w") as fh:
        pickle.dump(model, fh)  # want "python/file-mode-wrong-for-format"


def load_model(path):
    return pickle.load(open(path))  # want "python/file-mode-wrong-for-format"


def save_config(cfg, path):
    json.dump(cfg, open(path, "wb"))  # want "python/file-mode-wrong-for-format"


def rows(path):
    return list(csv.reader(open(path, "rb")))  # want "python/file-mode-wrong-for-format"
