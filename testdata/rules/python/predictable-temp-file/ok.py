import tempfile


def dump(report):
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as f:
        f.write(report)
        return f.name


def read_pid():
    with open("/tmp/app.pid") as f:
        return f.read()


def write_state(data):
    with open("/var/lib/app/state.json", "w") as f:
        f.write(data)
