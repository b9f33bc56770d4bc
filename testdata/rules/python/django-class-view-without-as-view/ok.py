from django.urls import include, path

from . import views
from .views import OrderListView

urlpatterns = [
    path("orders/", OrderListView.as_view(), name="orders"),
    path("orders/<int:pk>/", views.order_detail, name="order"),
    path("api/", include("api.urls")),
]


def register(app):
    app.add_url_rule("/users", view_func=views.UserList.as_view("users"))
