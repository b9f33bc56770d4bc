def check(items, options):
    if items == []:  # want "python/compare-to-empty-literal"
        return None
    while options != {}:  # want "python/compare-to-empty-literal"
        options.popitem()
