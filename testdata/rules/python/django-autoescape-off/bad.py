from django.template import Context, Engine, Template

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "OPTIONS": {
            "autoescape": False,  # want "python/django-autoescape-off"
        },
    },
]


def page(name):
    ctx = Context({"name": name}, autoescape=False)  # want "python/django-autoescape-off"
    engine = Engine(dirs=["templates"], autoescape=False)  # want "python/django-autoescape-off"
    return Template("<p>{{ name }}</p>").render(ctx)
