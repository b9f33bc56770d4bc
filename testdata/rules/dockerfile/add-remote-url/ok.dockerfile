FROM debian:12-slim
ADD --checksum=sha256:24454f830cdb571e2c4ad15481119c43b3cafd48dd869a9b2945d1036d1dc68d https://example.com/releases/tool-1.4.2-linux-amd64.tar.gz /tmp/
ADD https://github.com/moby/buildkit.git#v0.14.1 /src
ADD vendor.tar.gz /opt/vendor/
COPY app /usr/local/bin/app
