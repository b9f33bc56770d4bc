from invoke import run


def push(tag):
    run("git push origin " + tag)
