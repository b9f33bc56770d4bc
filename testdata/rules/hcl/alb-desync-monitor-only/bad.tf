resource "aws_lb" "web" { # want "hcl/alb-desync-monitor-only"
  name                       = "web"
  load_balancer_type         = "application"
  drop_invalid_header_fields = true
  desync_mitigation_mode     = "monitor"
}
