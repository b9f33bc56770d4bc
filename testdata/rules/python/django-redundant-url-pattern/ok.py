from django.urls import include, path

from . import views

urlpatterns = [
    path("", views.index, name="index"),
    path("orders/", views.OrderListView.as_view(), name="orders"),
    path("orders/<int:pk>/", views.order_detail, name="order-detail"),
    # one view under several routes
    path("export/csv/", views.export, {"format": "csv"}),
    path("export/json/", views.export, {"format": "json"}),
    # the same prefix for two included lists: Django tries the first list, then the second
    path("api/", include("billing.urls")),
    path("api/", include("shipping.urls")),
]

dashboard_patterns = [
    path("", views.dashboard, name="dashboard"),
]

legacy_patterns = [
    # kwargs=None is path()'s default (no extra kwargs), and another route is no copy
    path("help/", views.help_page, kwargs=None, name="help"),
    path("help/faq/", views.help_page),
]
