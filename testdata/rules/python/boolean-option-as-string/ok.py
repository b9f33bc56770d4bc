import requests
from sqlalchemy import Column, String


class User:
    name = Column(String(50), nullable=False)
    flag = Column(String(5), default="False")


def fetch(url, es):
    es.index(index="logs", refresh="true")
    return requests.get(url, verify="/etc/ssl/ca.pem", timeout=5)
