INSTALLED_APPS = ["django.contrib.auth"]
ROOT_URLCONF = "site.urls"
MIDDLEWARE_CLASSES = ["django.middleware.common.CommonMiddleware"]  # want "python/django-removed-setting"
TEMPLATE_DEBUG = True  # want "python/django-removed-setting"
