from django.shortcuts import render_to_response  # want "python/django-removed-api"
from django.utils.translation import ugettext_lazy as _  # want "python/django-removed-api"
from django.conf.urls import url  # want "python/django-removed-api"
