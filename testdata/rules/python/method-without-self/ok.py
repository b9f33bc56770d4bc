class ReportView:
    def get(self, request, pk):
        return render(request, pk)

    @staticmethod
    def total(values):
        return sum(values)

    def __new__(cls, *args):
        return super().__new__(cls)

    def _private(_self):
        return 1


class Meta(type):
    def __call__(cls, *args):
        return super().__call__(*args)


class IStore(Interface):
    def get(key):
        """Return the value."""


class Case:
    def _deprecate(original_func):
        def deprecated(*args):
            return original_func(*args)

        return deprecated

    def check(self):
        return 1

    old_check = _deprecate(check)


class Image:
    def align(argument):
        return argument.lower()

    option_spec = {"align": align}
