FROM python:3.12-alpine
RUN source /etc/os-release && echo $ID
