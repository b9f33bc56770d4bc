from .models import Article


def newest():
    return Article.objects.order_by("-published")[0]  # want "python/django-queryset-index-zero"


def first_draft():
    return Article.objects.filter(draft=True)[0]  # want "python/django-queryset-index-zero"
