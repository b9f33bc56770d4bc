def last(items, self_obj):
    tail = items[len(items)]  # want "python/index-at-length"
    return tail, self_obj.rows[len(self_obj.rows)]  # want "python/index-at-length"
