resource "aws_lb" "public" { # want "hcl/load-balancer-deletion-protection-unset"
  name               = "web"
  internal           = false
  load_balancer_type = "application"
  security_groups    = [aws_security_group.lb.id]
  subnets            = aws_subnet.public[*].id
  drop_invalid_header_fields = true

  access_logs {
    bucket  = aws_s3_bucket.lb_logs.id
    prefix  = "web"
    enabled = true
  }
}

resource "aws_alb" "api" { # want "hcl/load-balancer-deletion-protection-unset"
  name            = "api"
  subnets         = var.subnet_ids
  security_groups = [aws_security_group.api.id]
}
