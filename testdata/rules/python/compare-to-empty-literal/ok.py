def check(items, options):
    if not items:
        return None
    assert items == []
    if items == [1]:
        return items
    return options
