from functools import singledispatch, singledispatchmethod


class Renderer:
    @singledispatch  # want "python/singledispatch-on-method"
    def render(self, value):
        return str(value)


@singledispatchmethod  # want "python/singledispatch-on-method"
def show(value):
    return str(value)
