age = int(input("Age: "))
if age >= 18:
    print("adult")


def ask():
    if input("Name: ") == "bob":
        return True
