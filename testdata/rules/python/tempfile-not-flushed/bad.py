import subprocess
import tempfile


def lint(source):
    with tempfile.NamedTemporaryFile("w", suffix=".py") as f:
        f.write(source)
        return subprocess.run(["flake8", f.name], capture_output=True)  # want "python/tempfile-not-flushed"
