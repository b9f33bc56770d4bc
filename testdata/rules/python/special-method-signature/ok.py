class Vector:
    def __eq__(self, other):
        return True

    def __len__(self):
        return 2

    def __setitem__(self, key, value):
        pass

    def __getitem__(self, *args):
        return args

    def __str__(self, fmt=None):
        return "v"


class Session:
    def __exit__(self, exc_type, exc, tb):
        self.close()


class Other:
    def __exit__(self, *exc_info):
        pass
