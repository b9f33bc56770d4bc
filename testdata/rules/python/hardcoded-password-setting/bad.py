import psycopg2

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "app",
        "USER": "app",
        "PASSWORD": "Sup3rS3cret",  # want "python/hardcoded-password-setting"
        "HOST": "db",
    }
}

conn = psycopg2.connect("dbname=app user=app password=Sup3rS3cret host=db.internal")  # want "python/hardcoded-password-setting"
