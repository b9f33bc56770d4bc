def run(code, env):
    exec code in env  # want "python/exec-statement"


def run_src(src):
    exec src  # want "python/exec-statement"
