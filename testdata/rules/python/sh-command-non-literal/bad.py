import sh


def run_tool(tool, *args):
    return sh.Command(tool)(*args)  # want "python/sh-command-non-literal"


def dynamic(name):
    program = getattr(sh, name)  # want "python/sh-command-non-literal"
    return program()


def through_shell(cmd):
    return sh.bash("-c", cmd)  # want "python/sh-command-non-literal"


def built(path):
    shell = sh.Command("/bin/sh")
    return shell("-c", "ls -l " + path)  # want "python/sh-command-non-literal"
