from django.http import JsonResponse

from .models import Author, Book


def authors_view(request):
    ids = request.GET.getlist("id")
    authors = [Author.objects.get(pk=pk) for pk in ids]  # want "python/django-query-in-comprehension"
    counts = {a.pk: Book.objects.filter(author=a).count() for a in authors}  # want "python/django-query-in-comprehension"
    has_books = any(Book.objects.filter(author=a).exists() for a in authors)  # want "python/django-query-in-comprehension"
    return JsonResponse({"counts": counts, "has_books": has_books, "n": len(authors)})
