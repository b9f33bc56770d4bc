import os

import psycopg2

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "app",
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": "db",
    }
}
LOCAL = {"PASSWORD": ""}
FORM_LABELS = {"password": "Password"}

conn = psycopg2.connect("dbname=app user=app host=db.internal")
conn2 = psycopg2.connect(f"dbname=app password={os.environ['PGPASSWORD']}")


def test_login(client):
    return client.post("/login", data={"username": "alice", "password": "hunter22"})
