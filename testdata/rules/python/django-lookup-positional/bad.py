from django.shortcuts import get_object_or_404


def detail(request, article_id):
    article = get_object_or_404(Article, article_id)  # want "python/django-lookup-positional"
    author = Author.objects.get(request.GET["author"])  # want "python/django-lookup-positional"
    return article, author
