def collect(rows):
    errors = warnings = []  # want "python/chained-assignment-mutable"
    for row in rows:
        if row.bad:
            errors.append(row)
    return errors, warnings
