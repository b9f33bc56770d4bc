# not a settings module: a constant that happens to share the name
TEMPLATE_DEBUG = False
