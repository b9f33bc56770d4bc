import os
import psycopg2

DB_PASSWORD = os.environ["DB_PASSWORD"]
conn = psycopg2.connect(host="db", user="app", password=DB_PASSWORD)
