__all__ = ["base64mime", "charset", "message_from_string"]


def message_from_string(s):
    return s
