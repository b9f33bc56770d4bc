DATA_UPLOAD_MAX_MEMORY_SIZE = None  # want "python/django-request-limits-disabled"
DATA_UPLOAD_MAX_NUMBER_FIELDS = None  # want "python/django-request-limits-disabled"
