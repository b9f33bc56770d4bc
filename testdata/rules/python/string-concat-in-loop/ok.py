def render(rows):
    parts = []
    for row in rows:
        parts.append(f"<tr><td>{row}</td></tr>")
    total = 0
    for row in rows:
        total += row.size
    header = "<table>"
    header += "<tbody>"
    return header + "".join(parts)
