# Each COPY is followed by a LABEL: the grammar reads an end-of-line comment
# and the next line as more COPY arguments.
FROM alpine:3.20
COPY id_rsa /root/.ssh/id_rsa # want "dockerfile/secret-file-copied"
LABEL step=ssh
COPY .npmrc /app/ # want "dockerfile/secret-file-copied"
LABEL step=npm
ADD server.key /etc/ssl/private/ # want "dockerfile/secret-file-copied"
LABEL step=tls
