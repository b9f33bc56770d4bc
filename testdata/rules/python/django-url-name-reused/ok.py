from django.urls import path, re_path

from . import views

urlpatterns = [
    # the same name for patterns that differ in their arguments, as the docs allow
    path("archive/", views.archive, name="blog-archive"),
    path("archive/<int:year>/", views.archive, name="blog-archive"),
    re_path(r"^posts/$", views.posts, name="posts"),
    re_path(r"^posts/(?P<page>[0-9]+)/$", views.posts, name="posts"),
    # extra kwargs tell reverse() the patterns apart
    path("feed/", views.feed, name="feed"),
    path("feed/atom/", views.feed, {"format": "atom"}, name="feed"),
    # distinct names
    path("cart/", views.cart, name="cart"),
    path("basket/", views.cart, name="basket"),
]

other_patterns = [
    path("cart/", views.cart, name="legacy-cart"),
]
