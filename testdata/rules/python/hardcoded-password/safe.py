import os
import psycopg2

DB_PASSWORD = os.environ["DB_PASSWORD"]
conn = psycopg2.connect(host="db", user="app", password=DB_PASSWORD)


class UserNotifyEvent:
    # event names that spell the constant's own name are identifiers, not secrets
    ACCOUNT_PASSWORD_RESET = "account_password_reset"
    ACCOUNT_SET_CUSTOMER_PASSWORD = "account_set_customer_password"
    FORGOT_PASSWORD = "forgot-password"
