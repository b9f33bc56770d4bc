def send(client, *recipients):
    return client.notify(subject="Welcome", *recipients)  # want "python/star-arg-after-keyword"
