from .models import Article


def published(author):
    qs = Article.objects.all().filter(author=author)  # want "python/django-redundant-all"
    return qs.order_by("-created"), Article.objects.all().count()  # want "python/django-redundant-all"
