COUNT = 0


def total(items):
    result = sum(i.price for i in items)
    return result


def bump():
    global COUNT
    COUNT = COUNT + 1


def store(obj, v):
    obj.value = v
    _ = v


def run(handle):
    handle.run()
    handle = None  # break the reference cycle


def accept(self, conn):
    channel = self.channel_class(self, conn)
