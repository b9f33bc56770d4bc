FROM python:3.12-slim
WORKDIR /app
RUN python -m venv /opt/venv
RUN source /opt/venv/bin/activate && pip install --no-cache-dir -r requirements.txt # want "dockerfile/source-in-sh"
RUN mkdir -p /etc/app && source /etc/os-release && echo "$VERSION_CODENAME" > /etc/app/codename # want "dockerfile/source-in-sh"
