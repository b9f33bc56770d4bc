def withdraw(account, amount):
    if amount > account.balance:
        ValueError("insufficient funds")  # want "python/exception-not-raised"
    if amount < 0:
        errors.ValidationError("negative amount")  # want "python/exception-not-raised"
    account.balance -= amount
