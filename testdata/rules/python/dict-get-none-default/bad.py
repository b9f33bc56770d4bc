import os


def settings(request, options):
    token = os.environ.get("API_TOKEN", None)  # want "python/dict-get-none-default"
    page = request.GET.get("page", None)  # want "python/dict-get-none-default"
    return token, page, options.get("mode", None)  # want "python/dict-get-none-default"
