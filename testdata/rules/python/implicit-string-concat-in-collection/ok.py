COLORS = ["red", "green", "blue", "yellow"]
MESSAGES = [
    "a long message that is split "
    "over two lines on purpose",
    "another",
]
PREFIX = "abc" "def"
OPTIONS = [("dist-dir=", "d", "directory to put final built distributions in " "[default: dist]")]
PATHS = [
    "/usr/share/doc/"
    "package",
    "/etc",
]
SENTENCES = (
    "first part of a sentence, "
    "second part",
    "other",
)
HELP = ["usage: tool [options] " "[default: dist]"]
ONE = [
    "a long single message split "
    "over two lines on purpose"
]
