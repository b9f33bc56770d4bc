def deactivate(User, forms):
    User.objects.filter(last_login__isnull=True).update(is_active=False)
    for form in forms:
        form.save()
