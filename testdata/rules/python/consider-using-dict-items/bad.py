def dump(settings):
    for key in settings.keys():
        print(key, "=", settings[key])  # want "python/consider-using-dict-items"


def totals():
    counts = {}
    load(counts)
    for word in counts:
        if counts[word] > 1:  # want "python/consider-using-dict-items"
            print(word)
