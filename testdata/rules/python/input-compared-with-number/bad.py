age = input("Age: ")
if age >= 18:  # want "python/input-compared-with-number"
    print("adult")


def ask():
    if input("Count: ") == 3:  # want "python/input-compared-with-number"
        return True
