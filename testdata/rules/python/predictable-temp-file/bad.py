def dump(report):
    with open("/tmp/report.csv", "w") as f:  # want "python/predictable-temp-file"
        f.write(report)


def append_log(line):
    with open("/var/tmp/app.log", mode="a") as f:  # want "python/predictable-temp-file"
        f.write(line)
