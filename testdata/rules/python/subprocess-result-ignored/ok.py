import subprocess


def deploy(tag, opts):
    subprocess.run(["git", "push", "origin", tag], check=True)
    rc = subprocess.call(["make", "release"])
    subprocess.run(["git", "fetch"], check=False)
    subprocess.run(["git", "gc"], **opts)
    return rc
