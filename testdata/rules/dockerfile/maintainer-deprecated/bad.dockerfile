FROM alpine:3.20
MAINTAINER Jane Doe <jane@example.com> # want "dockerfile/maintainer-deprecated"
