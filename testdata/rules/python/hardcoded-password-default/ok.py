import os


def connect(host, user="app", password=None, password_field="password"):
    password = password or os.environ["DB_PASSWORD"]
    return host, user, password


def login(username, password="", secret="changeme", pwd=""):
    return username
