def merge(config, extra, tags, qs, table):
    config.update(extra)
    tags.discard("old")
    merged = {**config, **extra}
    count = qs.update(active=False)
    stmt = table.update()
    return merged, count, stmt
