def tags_for(post):
    tags = ["blog"]
    tags.extend("python")  # want "python/list-extend-with-string"
    return tags
