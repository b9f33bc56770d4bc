def delete_invoice(request, invoice):
    assert request.user.is_staff  # want "python/assert-for-authorization"
    assert request.user.has_perm("billing.delete_invoice")  # want "python/assert-for-authorization"
    invoice.delete()
