from django.db.models import F, Q
from blog.models import Entry


def with_flag():
    return Entry.objects.annotate(score=F("rating") * 2)


def by_headline(words):
    return Entry.objects.filter(Q(headline__icontains=words))


def options(parser):
    return parser.extra(verbose=True)
