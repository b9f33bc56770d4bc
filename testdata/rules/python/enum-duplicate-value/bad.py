import enum


class Status(enum.Enum):
    ACTIVE = "active"
    DISABLED = "disabled"
    DELETED = "disabled"  # want "python/enum-duplicate-value"
