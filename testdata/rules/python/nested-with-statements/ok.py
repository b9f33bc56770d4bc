def copy(src, dst):
    with open(src, encoding="utf-8") as f, open(dst, "w", encoding="utf-8") as g:
        g.write(f.read())


def copy_logged(src, dst):
    with open(src, encoding="utf-8") as f:
        data = f.read()
        with open(dst, "w", encoding="utf-8") as g:
            g.write(data)


async def fetch(session, lock):
    async with session.get("/x") as resp:
        with lock:
            return await resp.text()


def test_rejects(app):
    with app.app_context():
        with pytest.raises(ValueError):
            parse("x")
    with pytest.raises(ValueError, match="dummy"):
        with app.app_context():
            client.get("/")
