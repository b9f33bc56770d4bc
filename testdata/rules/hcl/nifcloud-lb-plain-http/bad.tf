resource "nifcloud_load_balancer" "web" { # want "hcl/nifcloud-lb-plain-http"
  load_balancer_name = "web"
  instance_port      = 80
  load_balancer_port = 80
  protocol           = "HTTP"
}

resource "nifcloud_elb" "api" { # want "hcl/nifcloud-lb-plain-http"
  elb_name          = "api"
  availability_zone = "east-11"
  instance_port     = 8080
  lb_port           = 80
  protocol          = "http"
}
