def is_text(value):
    return type(value) == type("")  # want "python/type-of-literal"
