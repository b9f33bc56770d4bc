FROM rockylinux:9
RUN echo "assumeyes=1" >> /etc/yum.conf
RUN yum install httpd && yum clean all
