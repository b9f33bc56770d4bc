MAX = 10


def handle(status, response, n):
    if status == 200:
        return "ok"
    if 0 < n:
        return "positive"
    if MAX == n:
        return "max"
    if "a" == "b":
        return "never"
    return f"{n}" == response.text


def test_status(client):
    assert 200 == client.get("/").status_code
