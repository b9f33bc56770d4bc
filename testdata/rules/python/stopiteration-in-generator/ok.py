def take(items, n):
    count = 0
    for x in items:
        if count == n:
            return
        count += 1
        yield x


class Counter:
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n
