import subprocess


def git_version():
    result = subprocess.run(["git", "--version"], capture_output=True, check=True)
    merged = subprocess.run(["make"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, check=False)
    proc = subprocess.Popen(["cat"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return result.stdout, merged.stdout, proc
