def report(lines):
    for n, line in enumerate(lines, start=1):
        print(n, lines[n])  # want "python/enumerate-start-used-as-index"
