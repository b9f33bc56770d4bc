DEBUG = True  # want "debug-setting"
ALLOWED_HOSTS = ["*"]
