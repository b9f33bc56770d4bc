from pydantic import BaseModel, Field, validator


class User(BaseModel):
    name: str

    @validator("name")  # want "python/pydantic-v1-api"
    def strip(cls, v):
        return v.strip()

    class Config:
        orm_mode = True  # want "python/pydantic-v1-api"


def load(data):
    return User.parse_obj(data)  # want "python/pydantic-v1-api"


class Code(BaseModel):
    value: str = Field(regex=r"^[A-Z]{3}$")  # want "python/pydantic-v1-api"
