def copy(items, pairs):
    a = [x for x in items]  # want "python/unnecessary-comprehension"
    b = {x for x in items}  # want "python/unnecessary-comprehension"
    c = {k: v for k, v in pairs}  # want "python/unnecessary-comprehension: .* dict\\(\\.\\.\\.\\)"
    return a, b, c
