def deactivate(User):
    for user in User.objects.filter(last_login__isnull=True):
        user.is_active = False
        user.save()  # want "python/django-save-in-loop"
