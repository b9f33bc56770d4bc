def has_expired(tokens, now, log):
    for token in tokens:
        if token.expires_at < now:
            log.info("expired %s", token)
            return True
    return False


def first_unpaid(invoices):
    for invoice in invoices:
        if not invoice.paid:
            return invoice
    return None


async def any_ready(jobs):
    for job in jobs:
        if await job.ready():
            return True
    return False


def checked(items):
    for item in items:
        if item.bad:
            return True
    else:
        return False
    return False
