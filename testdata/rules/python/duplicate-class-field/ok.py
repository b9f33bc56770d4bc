class Point:
    __slots__ = ()
    x = 0
    y = 0

    def _get_z(self):
        return 0

    z = property(_get_z)
    z = z.setter(lambda self, v: None)


class Parser:
    CHECK_METHODS = None

    def _check(self):
        return True

    CHECK_METHODS = [_check]
