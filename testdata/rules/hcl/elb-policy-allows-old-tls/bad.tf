resource "aws_lb_listener" "https" { # want "hcl/elb-policy-allows-old-tls"
  load_balancer_arn = aws_lb.web.arn
  port              = 443
  protocol          = "HTTPS"
  ssl_policy        = "ELBSecurityPolicy-FS-2018-06"
  certificate_arn   = aws_acm_certificate.web.arn

  default_action {
    type             = "forward"
    target_group_arn = aws_lb_target_group.web.arn
  }
}

resource "aws_lb_listener" "tls" { # want "hcl/elb-policy-allows-old-tls"
  load_balancer_arn = aws_lb.nlb.arn
  port              = 8443
  protocol          = "TLS"
  ssl_policy        = "ELBSecurityPolicy-TLS13-1-1-2021-06"
  certificate_arn   = aws_acm_certificate.web.arn

  default_action {
    type             = "forward"
    target_group_arn = aws_lb_target_group.tcp.arn
  }
}

resource "aws_load_balancer_policy" "legacy_ssl" { # want "hcl/elb-policy-allows-old-tls"
  load_balancer_name = aws_elb.legacy.name
  policy_name        = "legacy-ssl"
  policy_type_name   = "SSLNegotiationPolicyType"

  policy_attribute {
    name  = "Reference-Security-Policy"
    value = "ELBSecurityPolicy-2016-08"
  }
}

resource "aws_load_balancer_policy" "custom_ssl" { # want "hcl/elb-policy-allows-old-tls"
  load_balancer_name = aws_elb.legacy.name
  policy_name        = "custom-ssl"
  policy_type_name   = "SSLNegotiationPolicyType"

  policy_attribute {
    name  = "Protocol-TLSv1"
    value = "true"
  }

  policy_attribute {
    name  = "Protocol-TLSv1.2"
    value = "true"
  }
}
