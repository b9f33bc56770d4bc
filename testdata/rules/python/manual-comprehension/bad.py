def active_names(users):
    names = []
    for user in users:  # want "python/manual-comprehension"
        if user.active:
            names.append(user.name)
    return names


def copy_rows(rows):
    out = []
    for row in rows:  # want "python/manual-comprehension"
        out.append(row)
    return out


def tags(posts):
    seen = set()
    for post in posts:  # want "python/manual-comprehension"
        seen.add(post.tag.lower())
    return seen


def by_id(items):
    index = {}
    for item in items:  # want "python/manual-comprehension"
        index[item.id] = item
    return index
