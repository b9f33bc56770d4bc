def render(rows):
    html = ""
    for row in rows:
        html += "<tr>"  # want "python/string-concat-in-loop"
        html = html + f"<td>{row}</td>"  # want "python/string-concat-in-loop"
    return html
