DEBUG = False
DEBUG_PROPAGATE_EXCEPTIONS = True  # want "python/django-debug-propagate-exceptions"
