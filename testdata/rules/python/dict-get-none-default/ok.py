import os


def settings(request, options, config):
    token = os.environ.get("API_TOKEN")
    page = request.GET.get("page", 1)
    host = config.get("server", None)
    return token, page, options.get("mode", default=None), host
