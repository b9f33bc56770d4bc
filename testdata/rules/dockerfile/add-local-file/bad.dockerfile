# Dockerfiles have no end-of-line comments: the grammar reads the want
# comment and the line after it as more ADD arguments, so each ADD here is
# followed by a LABEL line and its want has no spaces.
FROM nginx:1.27
ADD nginx.conf /etc/nginx/nginx.conf # want "dockerfile/add-local-file:.ADD.nginx.conf.copies"
LABEL stage=config
ADD ./site /usr/share/nginx/html # want "dockerfile/add-local-file"
LABEL stage=site
ADD ["config.yaml", "/etc/app/"] # want "dockerfile/add-local-file"
LABEL stage=json
