FROM alpine:3.20
RUN apk update && apk add curl=8.9.1-r1 ca-certificates && rm -rf /var/cache/apk/* # want "dockerfile/apk-without-no-cache"
RUN apk add --update git openssh-client # want "dockerfile/apk-without-no-cache"
RUN apk add -U tzdata # want "dockerfile/apk-without-no-cache"
RUN apk --update add bash # want "dockerfile/apk-without-no-cache"
RUN apk upgrade --update-cache --available && apk add jq # want "dockerfile/apk-without-no-cache"
RUN apk add --virtual .build-deps gcc musl-dev && pip install --no-cache-dir cryptography==43.0.1 && apk del .build-deps && rm -rf /var/cache/apk/* # want "dockerfile/apk-without-no-cache"
RUN set -eux; apk update; apk add postgresql-client # want "dockerfile/apk-without-no-cache"
RUN ["apk", "add", "--update", "nginx"] # want "dockerfile/apk-without-no-cache"
