def check(value):
    if isinstance(value, str):
        return 1
    return isinstance(value, (int, float)) or type(value).__name__ == "float"
