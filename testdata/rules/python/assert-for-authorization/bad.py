def delete_invoice(request, invoice):
    assert request.user.is_staff  # want "python/assert-for-authorization"
    assert request.user.has_perm("billing.delete_invoice")  # want "python/assert-for-authorization"
    invoice.delete()


def edit_post(request, post):
    assert post.author == request.user, "not your post"  # want "python/assert-for-authorization"
    post.save()


def flask_delete(post):
    from flask_login import current_user
    assert current_user.id == post.author_id  # want "python/assert-for-authorization"
    assert current_user.can_moderate()  # want "python/assert-for-authorization"
    post.delete()
