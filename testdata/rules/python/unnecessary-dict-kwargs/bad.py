def connect(make_client, host):
    return make_client(host, **{"timeout": 5, "retries": 3})  # want "python/unnecessary-dict-kwargs"
