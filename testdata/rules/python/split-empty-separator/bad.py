def chars(word):
    return word.split("")  # want "python/split-empty-separator"
