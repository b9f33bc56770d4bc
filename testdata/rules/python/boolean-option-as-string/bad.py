import requests
from sqlalchemy import Column, String


class User:
    name = Column(String(50), nullable="False")  # want "python/boolean-option-as-string"


def fetch(url):
    return requests.get(url, verify="False", timeout=5)  # want "python/boolean-option-as-string"


def order(items):
    return sorted(items, reverse="True")  # want "python/boolean-option-as-string"
