# Dockerfiles have no end-of-line comments: the grammar reads the want
# comment and the line after it as more ADD arguments, so each ADD here is
# followed by a LABEL line and its want has no spaces.
FROM debian:12-slim
ADD https://example.com/releases/tool-1.4.2-linux-amd64.tar.gz /tmp/ # want "dockerfile/add-remote-url:.ADD.https://example.com/releases/tool-1.4.2-linux-amd64.tar.gz.fetches"
LABEL stage=download
ADD --chown=1000:1000 http://example.com/config.json /etc/app/ # want "dockerfile/add-remote-url"
LABEL stage=config
ADD ["https://example.com/releases/tool.tar.gz", "/tmp/"] # want "dockerfile/add-remote-url"
LABEL stage=json
