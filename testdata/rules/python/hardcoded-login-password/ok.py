import os
import smtplib

import requests
from requests.auth import HTTPBasicAuth

DB_PASSWORD = os.environ["DB_PASSWORD"]
DEBUG = os.environ.get("DEBUG", "false")


def notify(msg, user, password):
    with smtplib.SMTP("smtp.example.com", 587) as s:
        s.starttls()
        s.login(user, password)
        s.send_message(msg)


def report(token):
    return requests.get("https://api.example.com/report", auth=("reporter", os.environ["REPORT_PASSWORD"]), timeout=5)


def export():
    return requests.get("https://api.example.com/export", auth=HTTPBasicAuth("exporter", ""), timeout=5)


def seed_admin(User, password):
    admin = User(username="admin", is_superuser=True)
    admin.set_password(password)
    admin.save()
    other = os.environ.get("ADMIN_PASSWORD", "changeme")
    return other
