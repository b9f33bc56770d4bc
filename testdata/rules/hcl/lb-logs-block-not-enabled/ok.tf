resource "aws_lb" "web" {
  name               = "web"
  load_balancer_type = "application"
  subnets            = var.public_subnet_ids

  access_logs {
    bucket  = aws_s3_bucket.lb_logs.id
    prefix  = "web"
    enabled = true
  }
}

# enabled from a variable: the caller decides
resource "aws_lb" "internal" {
  name     = "internal"
  internal = true
  subnets  = var.private_subnet_ids

  access_logs {
    bucket  = var.log_bucket
    enabled = var.access_logs_enabled
  }
}

# a classic load balancer's access_logs are enabled by default
resource "aws_elb" "legacy" {
  name               = "legacy"
  availability_zones = ["us-west-2a"]

  access_logs {
    bucket        = "corp-elb-logs"
    bucket_prefix = "legacy"
    interval      = 60
  }

  listener {
    instance_port     = 8443
    instance_protocol = "https"
    lb_port           = 443
    lb_protocol       = "https"
    ssl_certificate_id = var.certificate_arn
  }
}

resource "aws_lb" "dyn" {
  name    = "dyn"
  subnets = var.public_subnet_ids

  dynamic "access_logs" {
    for_each = var.access_logs != null ? [var.access_logs] : []
    content {
      bucket  = access_logs.value.bucket
      enabled = access_logs.value.enabled
      prefix  = access_logs.value.prefix
    }
  }
}
