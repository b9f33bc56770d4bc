import subprocess


def run(cmd, verbose, name, extra):
    args = cmd + (["--verbose"] if verbose else [])
    greeting = "Hello " + name if name else ""
    total = (cmd + extra) if verbose else cmd
    label = name + "!" if name else "anonymous"
    subprocess.run(args, check=True)
    return greeting, total, label


def qualified(module, name):
    return f"{module + '.' if module != '__main__' else ''}{name}"
