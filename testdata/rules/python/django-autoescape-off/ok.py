from django.template import Context, Engine

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "OPTIONS": {"autoescape": True},
    },
]

FEATURES = {"autoescape": False}


def page(name):
    ctx = Context({"name": name})
    engine = Engine(dirs=["templates"])
    return engine, ctx
