def featured(Product):
    return Product.objects.filter(active=True).order_by("?")[:5]  # want "python/django-random-order"
