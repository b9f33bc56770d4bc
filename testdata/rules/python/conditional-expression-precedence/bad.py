import subprocess


def run(cmd, verbose, dry_run):
    args = cmd + ["--verbose"] if verbose else []  # want "python/conditional-expression-precedence"
    flags = tuple(cmd) + ("-n",) if dry_run else ()  # want "python/conditional-expression-precedence"
    subprocess.run(args, check=True)
    return flags
