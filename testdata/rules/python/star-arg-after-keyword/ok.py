def send(client, *recipients, **options):
    client.notify(*recipients, subject="Welcome")
    return client.notify(*recipients, subject="Welcome", **options)
