import subprocess


def run(cmd, verbose, base_url, path):
    args = cmd + ["--verbose"] if verbose else []  # want "python/conditional-expression-precedence"
    url = base_url + "/latest" if path else ""  # want "python/conditional-expression-precedence"
    subprocess.run(args, check=True)
    return url
