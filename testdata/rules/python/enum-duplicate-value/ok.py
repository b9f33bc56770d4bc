import enum


class Status(enum.Enum):
    ACTIVE = "active"
    DISABLED = "disabled"
    DELETED = "deleted"


class Limits:
    LOW = 1
    DEFAULT = 1
