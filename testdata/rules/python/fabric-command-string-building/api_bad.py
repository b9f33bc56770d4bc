from fabric.api import local, run, sudo


def restart(service):
    sudo("service %s restart" % service)  # want "python/fabric-command-string-building"


def clean(path):
    run("rm -rf " + path)  # want "python/fabric-command-string-building"
    local(f"ls {path}")  # want "python/fabric-command-string-building"
