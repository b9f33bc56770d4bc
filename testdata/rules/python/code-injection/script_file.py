import os


def load_config(root, filename):
    # run a configuration file as a module, as runpy would
    path = os.path.join(root, filename)
    ns = {}
    with open(path, "rb") as f:
        exec(compile(f.read(), path, "exec"), ns)
    return ns


def run_startup(ctx):
    startup = os.environ.get("PYTHONSTARTUP")
    if startup and os.path.isfile(startup):
        with open(startup) as f:
            eval(compile(f.read(), startup, "exec"), ctx)
