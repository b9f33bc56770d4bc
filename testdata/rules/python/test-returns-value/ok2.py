def test_connection(host):
    return host is not None
