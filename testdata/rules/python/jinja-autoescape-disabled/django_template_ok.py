from django.template import Context, Template


def greet(name):
    return Template("<p>Hello {{ name }}</p>").render(Context({"name": name}))
