# What FastAPI injects is the application's: a dependency's value (by
# default or as Annotated metadata), the database session, background
# tasks. Paths built from them are not the client's.
from typing import Annotated

from fastapi import BackgroundTasks, Depends, FastAPI
from sqlalchemy.orm import Session

from .deps import current_tenant, get_db

app = FastAPI()


@app.get("/settings")
def settings(tenant: Annotated[str, Depends(current_tenant)], db: Session = Depends(get_db)):
    return open("/srv/tenants/" + tenant + "/settings.json").read()


@app.post("/purge")
def purge(tasks: BackgroundTasks, schema=Depends(current_tenant)):
    tasks.add_task(print, "purging")
    return open("/srv/schemas/" + schema).read()
