def tags_for(post):
    tags = ["blog"]
    tags.append("python")
    tags.extend(["news", "release"])
    tags.extend(post.tags)
    return tags


def frame(payload):
    buf = bytearray()
    buf.extend(b"\x00\x01")
    buf.extend(payload)
    return buf
