import enum

TIMEOUT = 30
PAIR = 1, 2
SINGLE = ("only",)
CHOICES: tuple = "a",


class Color(enum.Enum):
    RED = "red"
    BLUE = "blue"


def unpack(items):
    first, = items
    return first
STATUS_CHOICES = ("draft", "Draft"),


class Slotted:
    __slots__ = "_name",


class ProtocolError(Exception):
    def __init__(self, version):
        self.args = version,


def reduce_args(factory):
    args = factory,
    return args

string_types = str,
handler_classes = JSONHandler,
