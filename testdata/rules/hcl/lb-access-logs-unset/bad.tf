resource "aws_lb" "web" { # want "hcl/lb-access-logs-unset"
  name               = "web"
  load_balancer_type = "application"
  security_groups    = [aws_security_group.lb.id]
  subnets            = var.public_subnet_ids
}

resource "aws_alb" "api" { # want "hcl/lb-access-logs-unset"
  name    = "api"
  subnets = var.public_subnet_ids
}

resource "aws_elb" "legacy" { # want "hcl/lb-access-logs-unset"
  name               = "legacy"
  availability_zones = ["us-west-2a", "us-west-2b"]

  listener {
    instance_port      = 8443
    instance_protocol  = "https"
    lb_port            = 443
    lb_protocol        = "https"
    ssl_certificate_id = var.certificate_arn
  }
}
