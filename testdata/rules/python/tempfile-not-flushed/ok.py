import subprocess
import tempfile


def lint(source):
    with tempfile.NamedTemporaryFile("w", suffix=".py") as f:
        f.write(source)
        f.flush()
        return subprocess.run(["flake8", f.name], capture_output=True)
