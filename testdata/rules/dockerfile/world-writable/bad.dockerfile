FROM python:3.12-slim
COPY . /app
RUN chmod -R 777 /app # want "dockerfile/world-writable"
RUN ["chmod", "0666", "/app/config.ini"] # want "dockerfile/world-writable"
RUN mkdir -p /data && chmod a+rwx /data # want "dockerfile/world-writable"
