SECURE_CONTENT_TYPE_NOSNIFF = False  # want "python/django-security-header-disabled"
SECURE_REFERRER_POLICY = "unsafe-url"  # want "python/django-security-header-disabled"
SECURE_CROSS_ORIGIN_OPENER_POLICY = None  # want "python/django-security-header-disabled"
