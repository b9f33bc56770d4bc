from django.shortcuts import render
from django.utils.translation import gettext_lazy as _
from django.urls import path, re_path
