def total(rows):
    s = 0
    for row in rows:
        for cell in row.cells:
            s += cell.value
    for _ in rows:
        for _ in range(2):
            s += 1
    return s
