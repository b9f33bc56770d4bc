import csv
import json
import pickle


def save_model(model, path):
    with open(path, "wb") as fh:
        pickle.dump(model, fh)


def load_model(path):
    with open(path, "rb") as fh:
        return pickle.load(fh)


def save_config(cfg, path):
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(cfg, fh)


def rows(path):
    with open(path, newline="") as fh:
        return list(csv.reader(fh))
