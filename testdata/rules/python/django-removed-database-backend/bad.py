DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql_psycopg2",  # want "python/django-removed-database-backend"
        "NAME": "shop",
    }
}
