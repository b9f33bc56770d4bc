FROM python:3.12-slim
RUN pip install --no-cache-dir -r requirements.txt
RUN apk add --no-cache curl
RUN yum install -y httpd && yum clean all
RUN --mount=type=cache,target=/root/.cache/pip pip install -r requirements.txt
RUN apk add \
    --no-cache bash
RUN zypper -n install curl && zypper clean --all
RUN ["pip", "install", "--no-cache-dir", "flask==3.0.3"]
RUN ["apk", "add", "--no-cache", "curl"]
RUN pipx install poetry==1.8.3
RUN yarn install --frozen-lockfile && yarn cache clean
RUN yarn build
RUN --mount=type=cache,target=/usr/local/share/.cache/yarn yarn install --frozen-lockfile
RUN yum install -y --downloadonly --downloaddir=/rpms httpd-2.4.57
RUN pip install flask==3.0.3 && rm -rf /root/.cache/pip
RUN apk add --no-cache py3-pip && pip install --no-cache-dir requests==2.32.3
RUN dnf install -y python3-pip && dnf clean all
# the index refreshed or the cache removed by hand: dockerfile/apk-without-no-cache's, one finding a RUN
RUN apk update && apk add curl
RUN apk add --update curl && rm -rf /var/cache/apk/*
