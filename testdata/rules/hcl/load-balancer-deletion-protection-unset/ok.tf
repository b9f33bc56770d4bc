variable "lb_deletion_protection" {
  type    = bool
  default = true
}

resource "aws_lb" "public" {
  name                       = "web"
  load_balancer_type         = "application"
  subnets                    = aws_subnet.public[*].id
  enable_deletion_protection = true
}

resource "aws_lb" "internal" {
  name                       = "internal"
  internal                   = true
  load_balancer_type         = "network"
  subnets                    = aws_subnet.private[*].id
  enable_deletion_protection = var.lb_deletion_protection
}

resource "aws_alb" "api" {
  name                       = "api"
  subnets                    = var.subnet_ids
  enable_deletion_protection = terraform.workspace == "prod"
}

resource "aws_lb" "edge" {
  name    = "edge"
  subnets = var.subnet_ids
  lifecycle {
    prevent_destroy = true
  }
}

# Listeners and target groups have no deletion protection of their own.
resource "aws_lb_listener" "https" {
  load_balancer_arn = aws_lb.public.arn
  port              = 443
  protocol          = "HTTPS"
  certificate_arn   = var.certificate_arn
  default_action {
    type             = "forward"
    target_group_arn = aws_lb_target_group.web.arn
  }
}

data "aws_lb" "shared" {
  name = "shared-ingress"
}
