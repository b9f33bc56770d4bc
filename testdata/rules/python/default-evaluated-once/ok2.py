import uuid
from dataclasses import dataclass, field
from datetime import datetime

from pydantic import BaseModel, Field


@dataclass
class Event:
    name: str
    at: datetime = field(default_factory=datetime.now)
    ref: uuid.UUID = field(default_factory=uuid.uuid4)
    size: int = int("3")


class Msg(BaseModel):
    sent: datetime = Field(default_factory=datetime.utcnow)


def handler():
    started: datetime = datetime.now()
    return started
