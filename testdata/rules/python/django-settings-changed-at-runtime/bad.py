from django.conf import settings
from django.http import HttpResponse


def enable_debug(request):
    if request.user.is_superuser:
        settings.DEBUG = True  # want "python/django-settings-changed-at-runtime"
    return HttpResponse("ok")


class Feature:
    def on(self):
        settings.FEATURE_FLAGS = {"new_ui": True}  # want "python/django-settings-changed-at-runtime"
