from .models import Article


def newest(rows):
    top = Article.objects.order_by("-published").first()
    return top, rows.filter(None)[0], Article.objects.all()[:5]
