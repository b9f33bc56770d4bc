resource "nifcloud_load_balancer" "web" {
  load_balancer_name = "web"
  instance_port      = 80
  load_balancer_port = 443
  protocol           = "HTTPS"
  ssl_certificate_id = nifcloud_ssl_certificate.web.id
  ssl_policy_name    = "Standard Ciphers D ver1"
}

resource "nifcloud_security_group_rule" "web" {
  security_group_names = ["web"]
  type                 = "IN"
  from_port            = 80
  to_port              = 80
  protocol             = "HTTP"
  cidr_ip              = "10.0.0.0/16"
}
