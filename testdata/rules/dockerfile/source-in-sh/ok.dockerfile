FROM python:3.12-slim
WORKDIR /app
RUN python -m venv /opt/venv
RUN . /opt/venv/bin/activate && pip install --no-cache-dir -r requirements.txt
RUN bash -c 'source /etc/os-release && echo "$VERSION_CODENAME" > /tmp/codename'
RUN ["/bin/bash", "-c", "source /opt/venv/bin/activate && python -m compileall /app"]
RUN echo "source /opt/venv/bin/activate" >> /root/.bashrc
COPY source /app/source
