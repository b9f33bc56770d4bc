FROM debian:12-slim
RUN curl -fsSLk https://example.com/tool.tgz | tar xz -C /usr/local/bin # want "dockerfile/insecure-download"
RUN wget --no-check-certificate -O /tmp/pkg.deb https://example.com/pkg.deb # want "dockerfile/insecure-download"
RUN apt-get update && apt-get install -y --allow-unauthenticated internal-tools # want "dockerfile/insecure-download"
RUN pip install --trusted-host pypi.example.com -r requirements.txt # want "dockerfile/insecure-download"
RUN pip install --index-url http://pypi.internal.example.com/simple app # want "dockerfile/insecure-download"
RUN apk add --no-cache --allow-untrusted /tmp/tool.apk # want "dockerfile/insecure-download"
RUN npm install --registry http://npm.internal.example.com # want "dockerfile/insecure-download"
