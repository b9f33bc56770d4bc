import asyncio
import subprocess
import sys


def evaluate(expr):
    out = subprocess.check_output(["python3", "-c", "print(" + expr + ")"])  # want "python/shell-c-non-literal"
    return out


def run_snippet(code):
    subprocess.run([sys.executable, "-c", code], check=True)  # want "python/shell-c-non-literal"
    return subprocess.run(["python", "-c", code], check=True)  # want "python/shell-c-non-literal"


def perl_filter(pattern, path):
    return subprocess.run(["perl", "-e", f"print grep /{pattern}/, <>", path], check=True)  # want "python/shell-c-non-literal"


async def node_eval(script):
    return await asyncio.create_subprocess_exec("node", "-e", script)  # want "python/shell-c-non-literal"


async def loop_shell(line):
    loop = asyncio.get_running_loop()
    return await loop.subprocess_exec(asyncio.SubprocessProtocol, "bash", "-c", line)  # want "python/shell-c-non-literal"
