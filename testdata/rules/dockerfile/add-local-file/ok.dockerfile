FROM nginx:1.27
COPY nginx.conf /etc/nginx/nginx.conf
ADD rootfs.tar.gz /
ADD --checksum=sha256:24454f830cdb571e2c4ad15481119c43b3cafd48dd869a9b2945d1036d1dc68d https://example.com/site.tgz /tmp/
ADD https://github.com/moby/buildkit.git#v0.14.1 /src
ADD vendor.tar.bz2 /opt/vendor/
ADD rootfs.txz /
ADD data.xz /srv/
ADD dist-*.tgz /opt/
ADD release* /opt/release/
ADD ["rootfs.tar.gz", "/"]
ADD ["https://example.com/app.tgz", "/opt/"]
