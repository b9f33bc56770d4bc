class Vector:
    def __eq__(self):  # want "python/special-method-signature"
        return True

    def __len__(self, axis):  # want "python/special-method-signature"
        return 2

    def __setitem__(self, key):  # want "python/special-method-signature"
        pass


class Session:
    def __exit__(self, exc_type):  # want "python/special-method-signature"
        self.close()
