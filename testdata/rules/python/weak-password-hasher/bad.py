PASSWORD_HASHERS = [  # want "python/weak-password-hasher"
    "django.contrib.auth.hashers.MD5PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]
