from .models import Article


def published(author, base_qs):
    qs = Article.objects.filter(author=author)
    everything = Article.objects.all()
    return qs.order_by("-created"), everything, base_qs.all().filter(draft=False), Article.objects.count()
