FROM debian:12-slim
RUN set -o pipefail && wget -O - https://example.com/list.txt | wc -l > /count
RUN test -f /a || touch /a
RUN sed -i 's|http://deb.debian.org|https://deb.debian.org|g' /etc/apt/sources.list.d/debian.sources
RUN grep -Eq 'ID=(debian|ubuntu)' /etc/os-release
RUN echo "$SHA256  app.tgz" | sha256sum -c -
RUN platform=$(echo ${TARGETPLATFORM} | tr '/' '-') && echo $platform
RUN curl -fsSLo app.tgz https://example.com/app.tgz || true
RUN set -eux; \
	wget -O redis.tar.gz "$REDIS_DOWNLOAD_URL"; \
	echo "$REDIS_DOWNLOAD_SHA *redis.tar.gz" | sha256sum -c -; \
	printf '%s\n' "$KEY" | gpg --import
