from django.core.exceptions import PermissionDenied


def delete_invoice(request, invoice):
    if not request.user.has_perm("billing.delete_invoice"):
        raise PermissionDenied
    assert invoice.pk is not None
    invoice.delete()


def test_login(client, user):
    client.force_login(user)
    assert user.is_authenticated


def narrow(request):
    assert request.user is not None
    assert isinstance(request.user, object)
    assert len(request.GET) < 100
