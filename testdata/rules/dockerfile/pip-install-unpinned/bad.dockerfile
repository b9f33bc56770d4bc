FROM python:3.12-slim
WORKDIR /app
RUN pip install --no-cache-dir flask # want "dockerfile/pip-install-unpinned"
RUN pip3 install --no-cache-dir gunicorn==22.0.0 requests # want "dockerfile/pip-install-unpinned"
RUN pip install --no-cache-dir -r requirements.txt celery[redis] # want "dockerfile/pip-install-unpinned"
RUN python3 -m pip install --no-cache-dir --upgrade pip poetry # want "dockerfile/pip-install-unpinned"
RUN pip install --no-cache-dir --user httpx && pip install --no-cache-dir uvicorn==0.30.1 # want "dockerfile/pip-install-unpinned"
