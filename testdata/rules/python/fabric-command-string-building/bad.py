from fabric import Connection, task


def deploy(host, branch):
    conn = Connection(host)
    conn.run("git checkout " + branch)  # want "python/fabric-command-string-building"
    conn.sudo(f"systemctl restart {branch}")  # want "python/fabric-command-string-building"


def backup(host, path):
    with Connection(host) as c:
        c.run("tar -czf /tmp/backup.tgz %s" % path)  # want "python/fabric-command-string-building"


@task
def release(c, version):
    c.run("git tag {}".format(version))  # want "python/fabric-command-string-building"
    c.local("echo " + version)  # want "python/fabric-command-string-building"


def once(host, name):
    return Connection(host).run("id " + name)  # want "python/fabric-command-string-building"
