# The grammar reads an end-of-line comment and the next line as more COPY
# arguments: each COPY is followed by a LABEL.
FROM alpine:3.20
COPY --chmod=777 entrypoint.sh /entrypoint.sh # want "dockerfile/world-writable"
LABEL step=entrypoint
