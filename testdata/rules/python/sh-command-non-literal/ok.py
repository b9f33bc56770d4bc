import sh


def status(repo):
    return sh.git("-C", repo, "status")


def convert(src, dst):
    convert = sh.Command("/usr/bin/convert")
    return convert(src, dst)


def fixed():
    return sh.bash("-c", "echo ready")


def python_version(flag):
    return sh.python3("-c", "import sys; print(sys.version)")
