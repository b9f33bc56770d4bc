def stem(filename):
    head, _, _ = filename.partition(".")
    return head


def after_colon(text):
    return text[text.find(":") + 1:]


def before_dot(filename):
    return filename[:filename.index(".")]
