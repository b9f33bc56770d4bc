from blog.models import Entry


def with_flag():
    return Entry.objects.extra(select={"is_recent": "pub_date > '2006-01-01'"})  # want "python/django-queryset-extra"


def by_headline(words):
    return Entry.objects.filter(blog_id=1).extra(where=["headline LIKE %s"], params=[words])  # want "python/django-queryset-extra"
