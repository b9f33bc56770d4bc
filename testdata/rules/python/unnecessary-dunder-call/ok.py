class Wrapper(dict):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def __len__(self):
        return self.inner.__len__()

    def __getitem__(self, key):
        return dict.__getitem__(self, key)

    def __repr__(self):
        return super().__repr__()

    def get(self, key):
        value = Base.__getitem__(self, key)
        object.__setattr__(self, "last", value)
        return self.inner.__class__, len(self), value


def matches(op, v, value):
    import operator
    return operator.__eq__(v, value), v.__class__.__repr__(v), type(v).__len__(v)


class TestMagicMethods:
    def test_getitem(self, mock):
        assert mock.__getitem__("foo") == "fish"
