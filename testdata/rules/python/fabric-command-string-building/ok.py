import shlex
import subprocess

from fabric import Connection, task


def deploy(host, branch):
    conn = Connection(host)
    conn.run("git checkout " + shlex.quote(branch))
    conn.run("git pull --ff-only")
    conn.sudo("systemctl restart app")


@task
def release(c, version):
    c.run(f"git tag {shlex.quote(version)}")


def local_build(target):
    subprocess.run("make " + target, shell=False, check=False)


class Runner:
    def run(self, cmd):
        return cmd


def use(runner, name):
    return runner.run("job " + name)
