from flask import Flask
from sqlalchemy import create_engine

engine = create_engine("postgres://app@localhost/app")  # want "python/sqlalchemy-postgres-scheme"

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgres+psycopg2://app@localhost/app"  # want "python/sqlalchemy-postgres-scheme"
