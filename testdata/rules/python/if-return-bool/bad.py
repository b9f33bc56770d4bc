def is_adult(age):
    if age >= 18:  # want "python/if-return-bool"
        return True
    else:
        return False
