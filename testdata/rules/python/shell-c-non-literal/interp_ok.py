import subprocess


def version():
    return subprocess.check_output(["python3", "-c", "import sys; print(sys.version)"])


def strict_script(path):
    # bash -e is errexit: the next word is a script file
    return subprocess.run(["bash", "-e", path], check=True)


def perl_fixed(path):
    return subprocess.run(["perl", "-e", "print scalar(<>)", path], check=True)


def run_module(name):
    return subprocess.run(["python3", "-m", name], check=True)


def interpreter_version():
    import sys
    return subprocess.run([sys.executable, "-c", "print(1)"], check=True)


async def loop_fixed():
    import asyncio
    loop = asyncio.get_running_loop()
    return await loop.subprocess_exec(asyncio.SubprocessProtocol, "bash", "-c", "uptime")
