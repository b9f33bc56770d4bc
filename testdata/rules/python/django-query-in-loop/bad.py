def invoice_lines(order_ids):
    lines = []
    for oid in order_ids:
        order = Order.objects.get(id=oid)  # want "python/django-query-in-loop"
        lines.append(order.total)
        AuditLog.objects.create(action="invoice", order_id=oid)  # want "python/django-query-in-loop"
    return lines
