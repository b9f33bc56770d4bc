def unique_tags(tags):
    return set(tags), list(tags[::-1]), sorted(tags, reverse=True), set(tags[1:]), tuple(tags[::-1])
