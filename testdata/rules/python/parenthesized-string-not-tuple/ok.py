def can_edit(user):
    return user.role in ("admin",)


def vowels(word):
    return sum(1 for ch in word if ch in ("aeiou"))


def is_write(request):
    return request.method in ("POST", "PUT")


def has_newline(text):
    return "\n" in (text)
