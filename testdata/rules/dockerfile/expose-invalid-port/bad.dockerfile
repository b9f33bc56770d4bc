FROM nginx:1.27
EXPOSE 80 443 80443 # want "dockerfile/expose-invalid-port: EXPOSE 80443"
EXPOSE 70000/udp # want "dockerfile/expose-invalid-port"
