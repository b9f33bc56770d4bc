def expire(Session):
    Session.objects.order_by("created")[:100].delete()  # want "python/django-sliced-queryset-modified"
    Session.objects.all()[:10].update(active=False)  # want "python/django-sliced-queryset-modified"
