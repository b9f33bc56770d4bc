class Dog:
    tricks = []

    def __init__(self, name):
        self.name = name
        self.tricks = []

    def add_trick(self, trick):
        self.tricks.append(trick)


class Registry:
    handlers = {}

    @classmethod
    def register(cls, name, fn):
        cls.handlers[name] = fn

    def lookup(self, name):
        return self.handlers.get(name)


class Config:
    defaults = {"a": 1}

    def merged(self, extra):
        out = dict(self.defaults)
        out.update(extra)
        return out


class Copying:
    items = []

    def __init__(self):
        self.items = self.items.copy()

    def add(self, x):
        self.items.append(x)


class Breakpoint:
    next = 1
    bplist = {}

    def __init__(self, file, line):
        self.number = Breakpoint.next
        Breakpoint.next += 1
        self.bplist[file, line] = self


class finalize:
    _registry = {}

    def __call__(self):
        self._registry.pop(self, None)


class CaseInsensitiveDict(dict):
    proxy = {}

    def __init__(self, data):
        self.proxy = {k.lower(): k for k in data}
        super().__init__(data)

    def __setitem__(self, k, v):
        super().__setitem__(k, v)
        self.proxy[k.lower()] = k
