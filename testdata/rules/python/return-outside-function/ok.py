import sys


def main(argv):
    if len(argv) < 2:
        return 1
    yield argv[1]


class Config:
    def name(self):
        return "x"


if __name__ == "__main__":
    sys.exit(main(sys.argv))
