def invoice_lines(order_ids):
    orders = Order.objects.in_bulk(order_ids)
    lines = []
    for order in Order.objects.filter(id__in=order_ids).select_related("customer"):
        lines.append(order.total)
    AuditLog.objects.bulk_create([AuditLog(action="invoice", order_id=oid) for oid in order_ids])
    return lines, orders
