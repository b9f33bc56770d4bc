from django.db.models import Q
from django.shortcuts import get_object_or_404


def detail(request, article_id, query):
    article = get_object_or_404(Article, pk=article_id)
    author = Author.objects.get(pk=request.GET["author"])
    recent = Article.objects.filter(Q(draft=False) | Q(pinned=True))
    found = Article.objects.filter(query)
    return article, author, recent, found
