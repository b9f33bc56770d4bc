def normalize(text, line):
    text = text.replace(r"\s+", " ")  # want "python/str-method-given-regex"
    parts = line.split(r"\s*,\s*")  # want "python/str-method-given-regex"
    if line.startswith(r"\d"):  # want "python/str-method-given-regex"
        return parts
    words = text.split("\\W+")  # want "python/str-method-given-regex"
    return text.strip(), words, line.replace("[0-9]+", "")  # want "python/str-method-given-regex"
