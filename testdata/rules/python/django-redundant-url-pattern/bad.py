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
