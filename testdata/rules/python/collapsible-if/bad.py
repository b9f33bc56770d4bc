def save(user, form):
    if user.is_authenticated:  # want "python/collapsible-if"
        if form.is_valid():
            form.save()
    return form
