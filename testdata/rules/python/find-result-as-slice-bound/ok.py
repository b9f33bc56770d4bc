def stem(filename):
    head, _, _ = filename.partition(".")
    return head


def after_colon(text):
    return text[text.find(":") + 1:]


def before_dot(filename):
    return filename[:filename.index(".")]


def base(name):
    if "." in name:
        return name[:name.find(".")]
    return name


def base2(name):
    return name[:name.rfind(".")] if "." in name else name
