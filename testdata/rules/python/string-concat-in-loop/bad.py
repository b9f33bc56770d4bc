def render(rows):
    out = ""
    for row in rows:
        out += row + "\n"  # want "python/string-concat-in-loop"
    return out

html = ""
while queue:
    html += queue.pop()  # want "python/string-concat-in-loop"
