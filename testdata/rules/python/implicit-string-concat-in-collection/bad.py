COLORS = ["red", "green" "blue", "yellow"]  # want "python/implicit-string-concat-in-collection"
FIELDS = ("id" "name", "email")  # want "python/implicit-string-concat-in-collection"
INSTALLED = [
    "django.contrib.admin",
    "django.contrib.auth"  # want "python/implicit-string-concat-in-collection"
    "django.contrib.sessions",
]
LANGUAGES = ["en" "de" "fr"]  # want "python/implicit-string-concat-in-collection"
SUFFIXES = {".py" f".{'pyi'}"}  # want "python/implicit-string-concat-in-collection"
