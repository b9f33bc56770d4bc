FROM python:3.12-slim
ENV PIP_NO_CACHE_DIR=0
RUN PIP_NO_CACHE_DIR=1 pip install -r requirements.txt
RUN pip install gunicorn==22.0.0 # want "dockerfile/package-cache-kept"
