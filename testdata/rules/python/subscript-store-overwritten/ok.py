from email.message import EmailMessage


def settings(host, port, timeout, items):
    config = {}
    config["host"] = host
    config["port"] = port
    config["timeout"] = int(timeout)
    config["timeout"] = config["timeout"] * 2
    items[0] = compute()
    items[0] = finish(items)
    msg = EmailMessage()
    msg["Received"] = host
    msg["Received"] = port
    return config, msg


def compute():
    return 1


def finish(items):
    return items
