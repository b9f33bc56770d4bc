ALLOWED = {"png", "jpg", "gif", "webp"}
