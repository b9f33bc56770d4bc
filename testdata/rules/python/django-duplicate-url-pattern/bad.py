from django.urls import path, re_path

from . import views

urlpatterns = [
    path("orders/", views.order_list, name="orders"),
    path("orders/<int:pk>/", views.order_detail),
    path("orders/", views.order_create, name="order-create"),  # want "python/django-duplicate-url-pattern"
    path("export/", views.export, {"format": "csv"}, name="export-csv"),
    path("export/", views.export, {"format": "json"}, name="export-json"),  # want "python/django-duplicate-url-pattern"
    path("feed/", views.feed, kwargs={"limit": 20}),
    path("feed/", views.feed, name="feed"),  # want "python/django-duplicate-url-pattern"
    path("about/", views.page, name="about"),
    path("about/", views.page, {"template": "about.html"}),  # want "python/django-duplicate-url-pattern"
    re_path(r"^archive/(?P<year>[0-9]{4})/$", views.year_archive),
    re_path(r"^archive/(?P<year>[0-9]{4})/$", views.archive_by_year),  # want "python/django-duplicate-url-pattern"
]

legacy_patterns = [
    path("news/", views.news),
    path("news/", views.news, **NEWS_OPTIONS),  # want "python/django-duplicate-url-pattern"
]

NEWS_OPTIONS = {"kwargs": {"page_size": 20}}
