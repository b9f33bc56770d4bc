def has_expired(tokens, now):
    for token in tokens:  # want "python/loop-reimplements-any-all"
        if token.expires_at < now:
            return True
    return False


def all_paid(invoices):
    for invoice in invoices:  # want "python/loop-reimplements-any-all"
        if not invoice.paid:
            return False
    return True
