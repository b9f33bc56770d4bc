import requests


def read(config, key, url):
    a = config.get(key)
    b = config.get(key, "")
    c = requests.get(url, None)
    return a, b, c
