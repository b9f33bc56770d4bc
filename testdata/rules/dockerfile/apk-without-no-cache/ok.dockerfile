FROM alpine:3.20
RUN apk add --no-cache curl ca-certificates
RUN apk --no-cache add bash
# --update is redundant beside --no-cache, but nothing stays in the layer
RUN apk add --no-cache --update git
RUN apk add --no-cache \
        --virtual .build-deps gcc musl-dev \
    && pip install --no-cache-dir cryptography==43.0.1 \
    && apk del .build-deps
# an apk add that keeps its cache with nothing done about it is dockerfile/package-cache-kept's
RUN apk add --virtual .deps make
# no apk add: upgrading keeps no index of its own beyond what the image had
RUN apk upgrade
# a cache mount keeps /var/cache/apk out of the layer
RUN --mount=type=cache,target=/var/cache/apk apk update && apk add python3
RUN ["apk", "add", "--no-cache", "nginx"]
# other tools' -U and update are not apk's
RUN pip install --no-cache-dir -U pip==24.2 && apk add --no-cache libffi
RUN npm update && apk add --no-cache git
