from functools import singledispatch, singledispatchmethod


class Renderer:
    @singledispatchmethod
    def render(self, value):
        return str(value)


@singledispatch
def show(value):
    return str(value)
