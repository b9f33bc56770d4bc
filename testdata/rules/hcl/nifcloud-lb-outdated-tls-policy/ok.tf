resource "nifcloud_load_balancer" "web" {
  load_balancer_name = "web"
  instance_port      = 80
  load_balancer_port = 443
  protocol           = "HTTPS"
  ssl_policy_name    = "Standard Ciphers D ver1"
}

resource "nifcloud_elb_listener" "api" {
  elb_id        = nifcloud_elb.api.id
  instance_port = 8080
  lb_port       = 443
  protocol      = "HTTPS"
  ssl_policy_id = var.ssl_policy_id
}
