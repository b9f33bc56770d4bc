def register(User, email, items):
    if User.objects.filter(email=email).exists():
        raise ValueError("taken")
    users = User.objects.filter(active=True)
    if users:
        return list(users)
    if items.filter(lambda x: x):
        return None
    return User.objects.filter(email=email).first()
