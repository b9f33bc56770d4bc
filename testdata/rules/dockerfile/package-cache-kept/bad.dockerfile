FROM python:3.12-slim
RUN pip install -r requirements.txt # want "dockerfile/package-cache-kept"
RUN apk add curl # want "dockerfile/package-cache-kept"
RUN yum install -y httpd # want "dockerfile/package-cache-kept"
RUN zypper -n install curl # want "dockerfile/package-cache-kept"
RUN pip3 install --upgrade pip setuptools # want "dockerfile/package-cache-kept"
RUN ["pip", "install", "flask==3.0.3"] # want "dockerfile/package-cache-kept"
RUN python3.12 -m pip install requests==2.32.3 # want "dockerfile/package-cache-kept"
RUN pip3.12 install uvicorn==0.30.1 # want "dockerfile/package-cache-kept"
