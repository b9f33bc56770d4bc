from django.urls import include, path

from . import views

urlpatterns = [
    path("orders/", views.order_list, name="orders"),
    path("orders/new/", views.order_create, name="order-create"),
    # the same prefix for two included lists: Django tries the first list, then the second
    path("api/", include("billing.urls")),
    path("api/", include("shipping.urls")),
    path("", include([path("health/", views.health)])),
    path("", views.home, name="home"),
    # one view under two routes
    path("export/csv/", views.export, {"format": "csv"}),
    path("export/json/", views.export, {"format": "json"}),
]
