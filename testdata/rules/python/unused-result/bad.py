def normalize(name, tags):
    name.strip()  # want "python/unused-result"
    name.replace("-", "_")  # want "python/unused-result"
    sorted(tags)  # want "python/unused-result"
    return name, tags
