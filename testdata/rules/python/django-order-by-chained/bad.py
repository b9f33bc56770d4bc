from .models import Entry


def latest():
    return Entry.objects.order_by("headline").order_by("-pub_date")  # want "python/django-order-by-chained"
