resource "aws_lb" "web" { # want "hcl/alb-keeps-invalid-headers"
  name               = "web"
  load_balancer_type = "application"
  subnets            = var.public_subnets
}
