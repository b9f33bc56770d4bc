import requests

ROUTES = {"http://old.vendor.io/": "https://new.vendor.io/"}


def sync_orders(token):
    with requests.Session() as s:
        return s.get("https://orders.vendor.io/api/orders")


def route(url):
    return ROUTES.get("http://old.vendor.io/")
