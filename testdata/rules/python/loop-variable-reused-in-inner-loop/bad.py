def total(rows):
    s = 0
    for row in rows:
        for row in row.cells:  # want "python/loop-variable-reused-in-inner-loop"
            s += row.value
    return s
