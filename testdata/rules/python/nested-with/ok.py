async def copy(src, dst, lock, session):
    with open(src, "rb") as fin, open(dst, "wb") as fout:
        fout.write(fin.read())
    with lock:
        async with session.get(src) as resp:
            return await resp.read()
    with open(src) as fin:
        data = fin.read()
        with open(dst, "w") as fout:
            fout.write(data)
    with open(src) as fin:
        # the destination is opened only once the source is readable
        with open(dst, "w") as fout:
            fout.write(fin.read())
