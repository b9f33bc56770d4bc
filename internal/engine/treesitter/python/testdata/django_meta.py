import subprocess

from django.http import HttpResponse


def meta(request):
    # the server's keys are not the client's (a value of unknown origin at
    # most); its headers, query and path are, and so is a key chosen at run time
    host = request.META.get("REMOTE_ADDR", "")
    subprocess.run(["ping", host])
    subprocess.run("ping " + host, shell=True)  # want "non-literal value"
    agent = request.META.get("HTTP_USER_AGENT", "")
    subprocess.run("echo " + agent, shell=True)  # want "built from request data"
    query = request.META["QUERY_STRING"]
    subprocess.run("echo " + query, shell=True)  # want "built from request data"
    server = request.META["SERVER_NAME"]
    subprocess.run("echo " + server, shell=True)  # want "non-literal value"
    key = request.GET.get("key", "")
    picked = request.META[key]
    subprocess.run("echo " + picked, shell=True)  # want "built from request data"
    chosen = request.META.get(key)
    subprocess.run("echo " + chosen, shell=True)  # want "built from request data"
    return HttpResponse("ok")
