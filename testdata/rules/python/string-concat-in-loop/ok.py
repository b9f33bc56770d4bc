def render(rows):
    parts = []
    total = 0
    for row in rows:
        parts.append(row)
        total += len(row)
    return "\n".join(parts)

def count(rows):
    n = ""
    n = 0
    for row in rows:
        label = "x"
        label += row
    return n
