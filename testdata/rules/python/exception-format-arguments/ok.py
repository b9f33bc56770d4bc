def check(value):
    if value < 0:
        raise ValueError("negative value: %s" % value)
    if value > 100:
        raise ValueError(f"too big: {value}")
    if value == 50:
        raise KeyError("missing", value)
    raise ValidationError("bad %(value)s", params={"value": value})


def parse(text):
    raise ParserError("Unknown string format: %s", text)
