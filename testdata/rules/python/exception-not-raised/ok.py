def withdraw(account, amount):
    if amount > account.balance:
        raise ValueError("insufficient funds")
    err = errors.ValidationError("negative amount")
    log_error(err)
    handle_error(amount)
    account.balance -= amount


def flow(e):
    RaiseProxyError(e)
    RetryOnException(lambda: None)
