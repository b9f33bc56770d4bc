resource "aws_lb" "web" { # want "hcl/lb-logs-block-not-enabled"
  name               = "web"
  load_balancer_type = "application"
  subnets            = var.public_subnet_ids

  access_logs {
    bucket = aws_s3_bucket.lb_logs.id
    prefix = "web"
  }
}

resource "aws_lb" "edge" { # want "hcl/lb-logs-block-not-enabled"
  name    = "edge"
  subnets = var.public_subnet_ids

  access_logs {
    bucket  = aws_s3_bucket.lb_logs.id
    enabled = true
  }

  connection_logs {
    bucket = aws_s3_bucket.lb_logs.id
    prefix = "edge-conn"
  }
}

resource "aws_alb" "api" { # want "hcl/lb-logs-block-not-enabled"
  name    = "api"
  subnets = var.public_subnet_ids

  access_logs {
    bucket = "corp-alb-logs"
  }
}

resource "aws_lb" "internal" { # want "hcl/lb-logs-block-not-enabled"
  name     = "internal"
  internal = true
  subnets  = var.private_subnet_ids

  dynamic "access_logs" {
    for_each = var.log_bucket == null ? [] : [var.log_bucket]
    content {
      bucket = access_logs.value
      prefix = "internal"
    }
  }
}
