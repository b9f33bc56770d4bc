import os
import smtplib

import requests
from requests.auth import HTTPBasicAuth

DB_PASSWORD = os.environ.get("DB_PASSWORD", "pg-s3cret-2024")  # want "python/hardcoded-login-password"


def notify(msg):
    with smtplib.SMTP("smtp.example.com", 587) as s:
        s.starttls()
        s.login("alerts@example.com", "Tr0ub4dor&3")  # want "python/hardcoded-login-password"
        s.send_message(msg)


def report():
    return requests.get("https://api.example.com/report", auth=("reporter", "r3p0rt-pass"), timeout=5)  # want "python/hardcoded-login-password"


def export():
    return requests.get("https://api.example.com/export", auth=HTTPBasicAuth("exporter", "exp0rt-pass"), timeout=5)  # want "python/hardcoded-login-password"


def seed_admin(User):
    admin = User(username="admin", is_superuser=True)
    admin.set_password("admin1234")  # want "python/hardcoded-login-password"
    admin.save()
