import os

from flask import Flask
from sqlalchemy import create_engine

engine = create_engine("postgresql://app@localhost/app")

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"].replace("postgres://", "postgresql://", 1)
