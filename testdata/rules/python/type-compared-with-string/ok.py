def kind(x):
    if type(x) is str:
        return 1
    if isinstance(x, dict):
        return 2
    if type(x).__name__ == "Decimal":
        return 3
    return 0
