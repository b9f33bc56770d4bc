import psycopg2

DB_PASSWORD = "s3cr3tP4ss"  # want "hardcoded-password"
conn = psycopg2.connect(host="db", user="app", password="hunter2!")  # want "hardcoded-password"
ADMIN_PASSWORD = "admin_password1"  # want "hardcoded-password"
