def expire(Session):
    ids = list(Session.objects.order_by("created").values_list("pk", flat=True)[:100])
    Session.objects.filter(pk__in=ids).delete()
    first = Session.objects.all()[:10]
    return first
