# Dockerfiles have no end-of-line comments: the want is read as two more
# sources, and the line still copies from outside the context.
FROM golang:1.23
WORKDIR /src
COPY ../shared want "dockerfile/copy-outside-context" /src/shared/
ADD .. want "dockerfile/copy-outside-context" /src/
