def register(User, email):
    if User.objects.filter(email=email):  # want "python/django-queryset-truthiness"
        raise ValueError("taken")
    if not User.objects.filter(active=True).exclude(email=email):  # want "python/django-queryset-truthiness"
        return None
    return bool(User.objects.all())  # want "python/django-queryset-truthiness"
