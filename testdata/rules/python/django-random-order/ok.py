def featured(Product):
    return Product.objects.filter(active=True).order_by("-created")[:5]
