FROM python:3.12-slim
WORKDIR /app
ENV PATH=/opt/tools/bin:$PATH
RUN . /opt/venv/bin/activate && pip install --no-cache-dir -r requirements.txt
RUN export CFLAGS=-O2 && make install
