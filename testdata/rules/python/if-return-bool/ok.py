def is_adult(age):
    if age is None:
        return False
    return age >= 18
