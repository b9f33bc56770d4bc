resource "aws_lb" "web" {
  name               = "web"
  load_balancer_type = "application"
  subnets            = var.public_subnet_ids

  access_logs {
    bucket  = aws_s3_bucket.lb_logs.id
    enabled = true
  }
}

resource "aws_lb" "dyn" {
  name    = "dyn"
  subnets = var.public_subnet_ids

  dynamic "access_logs" {
    for_each = var.log_bucket == null ? [] : [var.log_bucket]
    content {
      bucket  = access_logs.value
      enabled = true
    }
  }
}

# network and gateway load balancers: no access log for TCP listeners
resource "aws_lb" "nlb" {
  name               = "nlb"
  load_balancer_type = "network"
  subnets            = var.private_subnet_ids
}

resource "aws_lb" "gwlb" {
  name               = "gwlb"
  load_balancer_type = "gateway"
  subnets            = var.private_subnet_ids
}

resource "aws_lb" "chosen" {
  name               = "chosen"
  load_balancer_type = var.lb_type
  subnets            = var.private_subnet_ids
}

# the target group is not the load balancer
resource "aws_lb_target_group" "app" {
  name     = "app"
  port     = 8080
  protocol = "HTTP"
  vpc_id   = var.vpc_id
}
