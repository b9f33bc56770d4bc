resource "aws_lb" "web" {
  name                       = "web"
  load_balancer_type         = "application"
  drop_invalid_header_fields = true
  desync_mitigation_mode     = "strictest"
}
