def build_command(base_args, verbose, extra_flags, use_color):
    # parenthesized: the meaning is written out
    cmd = base_args + (["--verbose"] if verbose else [])
    cmd = (cmd + extra_flags) if use_color else []
    # the else branch reuses an operand: clearly the whole is meant
    cmd = cmd + extra_flags if use_color else cmd
    # plain names
    flags = extra_flags if use_color else []
    return cmd, flags


def join_path(prefix, name):
    # the condition guards what the body uses
    head = prefix + "/" if prefix else ""
    full = prefix + "/" + name if name else ""
    size = len(prefix) + 1 if prefix is not None else 0
    return head, full, size


def describe(note, failed, msg):
    # a literal first: a string built only when it is needed
    suffix = " (" + note + ")" if note else ""
    error = "error: " + msg if failed else ""
    return suffix, error


def pick(a, b, c, d):
    # comparisons and boolean operators are not arithmetic
    smaller = a < b if c else d
    either = a or b if c else None
    # an else value that is not the operator's identity
    scaled = a * b if c else 0
    summed = a + b if c else None
    return smaller, either, scaled, summed


def render(page, site, show_site, indent, items, include_list):
    # a string piece written whole or not at all: the empty string is no slip
    title = page.title + " | " + site.name if show_site else ""
    line = indent + str(items) if include_list else ""
    return title, line


def label(user, show):
    return f"{user.name + (' *' if show else '')}"


def run(cmd, verbose):
    # a list literal added with [] as the else value is python/conditional-expression-precedence's finding
    return cmd + ["--verbose"] if verbose else []


def column(match, offset):
    # the condition guards the object the body calls
    return match.start() + offset if match else 0
