from functools import reduce
from operator import or_

from django.db.models import Count, Q
from django.http import JsonResponse

from .models import Author, Book

LEVELS = ["gold", "silver"]


def authors_view(request):
    ids = request.GET.getlist("id")
    by_pk = Author.objects.in_bulk(ids)
    authors = [by_pk[int(pk)] for pk in ids if int(pk) in by_pk]
    counts = {a.pk: a.n for a in Author.objects.filter(pk__in=ids).annotate(n=Count("book"))}
    # lazy QuerySets combined into one query
    query = reduce(or_, [Book.objects.filter(title__icontains=w) for w in request.GET.getlist("w")])
    # a literal list of two levels
    tiers = {lvl: Author.objects.filter(level=lvl).count() for lvl in ["gold", "silver"]}
    # the related objects are already loaded
    titles = [b.title for b in Book.objects.select_related("author").filter(author__in=authors)]
    return JsonResponse({"counts": counts, "n": len(authors), "q": query.count(), "tiers": tiers, "titles": titles})


def totals(id_chunks):
    # one query per chunk of ids
    return [Book.objects.filter(pk__in=chunk).count() for chunk in id_chunks]
