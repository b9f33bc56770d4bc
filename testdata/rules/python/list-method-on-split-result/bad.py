def parse(line):
    fields = line.split(",").strip()  # want "python/list-method-on-split-result"
    first = line.splitlines().lower()  # want "python/list-method-on-split-result"
    return fields, first
