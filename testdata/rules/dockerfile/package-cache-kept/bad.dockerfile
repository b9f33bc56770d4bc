FROM python:3.12-slim
RUN pip install -r requirements.txt # want "dockerfile/package-cache-kept"
RUN apk add curl # want "dockerfile/package-cache-kept"
RUN yum install -y httpd # want "dockerfile/package-cache-kept"
RUN zypper -n install curl # want "dockerfile/package-cache-kept"
RUN pip3 install --upgrade pip setuptools # want "dockerfile/package-cache-kept"
