resource "aws_lb_listener" "web" { # want "hcl/lb-http-listener"
  load_balancer_arn = aws_lb.web.arn
  port              = 80
  protocol          = "HTTP"
  default_action {
    type             = "forward"
    target_group_arn = aws_lb_target_group.web.arn
  }
}

resource "aws_elb" "legacy" { # want "hcl/lb-http-listener"
  name = "legacy"
  listener {
    instance_port     = 8080
    instance_protocol = "http"
    lb_port           = 80
    lb_protocol       = "http"
  }
}
