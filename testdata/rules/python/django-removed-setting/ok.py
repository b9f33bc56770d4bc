INSTALLED_APPS = ["django.contrib.auth"]
ROOT_URLCONF = "site.urls"
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
TEMPLATES = [{"BACKEND": "django.template.backends.django.DjangoTemplates", "OPTIONS": {"debug": True}}]
