def connect(make_client, host, opts, Model):
    make_client(host, timeout=5, retries=3)
    make_client(host, **opts)
    make_client(host, **{"class": "wide", "from": host})
    make_client(host, **{"data-id": 1})
    return Model.objects.filter(**{f"{host}__exact": 1})
