ALLOWED = {"png", "jpg", "gif", "png"}  # want "python/duplicate-set-item"
