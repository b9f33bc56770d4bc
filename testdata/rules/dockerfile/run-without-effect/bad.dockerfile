FROM python:3.12-slim
RUN cd /app # want "dockerfile/run-without-effect"
RUN export PATH=$PATH:/opt/tools/bin # want "dockerfile/run-without-effect"
RUN source /opt/venv/bin/activate # want "dockerfile/run-without-effect"
