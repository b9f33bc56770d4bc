from pipes import quote

from fabric.api import local, run, sudo


def restart():
    sudo("service nginx restart")


def clean(path):
    run("rm -rf /srv/app/cache")
    local("ls " + quote(path))
