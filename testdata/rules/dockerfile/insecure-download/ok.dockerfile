FROM debian:12-slim
COPY corp-ca.crt /usr/local/share/ca-certificates/corp-ca.crt
RUN update-ca-certificates
RUN curl -fsSL -o /tmp/tool.tgz https://example.com/tool.tgz && echo "24454f830cdb571e2c4ad15481119c43b3cafd48dd869a9b2945d1036d1dc68d  /tmp/tool.tgz" | sha256sum -c -
RUN curl -fsSL -K /etc/curlrc https://example.com/status
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates
RUN pip install --no-cache-dir --index-url https://pypi.internal.example.com/simple app
RUN npm install --registry https://npm.internal.example.com
RUN apk add --no-cache curl
