from django.urls import path

from . import views

urlpatterns = [
    path("", views.index, name="index"),
    path("orders/", views.OrderListView.as_view(), name="orders"),
    path("orders/<int:pk>/", views.order_detail, name="order-detail"),
    path("orders/", views.OrderListView.as_view(), name="orders"),  # want "python/django-redundant-url-pattern"
    path("", views.index, name="home"),  # want "python/django-redundant-url-pattern"
    path("export/", views.export, {"format": "csv"}, name="export"),
    path("export/", views.export, {"format": "csv"}),  # want "python/django-redundant-url-pattern"
    path("feed/", views.feed, kwargs={"limit": 20}),
    path("feed/", views.feed, kwargs={"limit": 20}, name="feed"),  # want "python/django-redundant-url-pattern"
]

legacy_patterns = [
    path("help/", views.help_page, None, "help"),
    path("help/", views.help_page),  # want "python/django-redundant-url-pattern"
    path("news/", views.news, **NEWS_OPTIONS),
    path("news/", views.news, **NEWS_OPTIONS),  # want "python/django-redundant-url-pattern"
]

NEWS_OPTIONS = {"kwargs": {"page_size": 20}}
