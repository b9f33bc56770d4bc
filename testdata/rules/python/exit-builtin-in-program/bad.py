def main(args):
    if not args:
        print("usage: tool FILE")
        exit(2)  # want "python/exit-builtin-in-program"
