resource "aws_instance" "app" { # want "hcl/operational-setting-off: ebs_optimized = false"
  ami           = data.aws_ami.al2023.id
  instance_type = "m5.large"
  ebs_optimized = false
}

resource "aws_db_instance" "orders" { # want "hcl/operational-setting-off: copy_tags_to_snapshot = false"
  identifier            = "orders"
  engine                = "postgres"
  instance_class        = "db.t4g.medium"
  copy_tags_to_snapshot = false
}

resource "aws_elb" "web" { # want "hcl/operational-setting-off: connection_draining = false"
  name                = "web"
  availability_zones  = ["eu-west-1a", "eu-west-1b"]
  connection_draining = false

  listener {
    instance_port      = 8080
    instance_protocol  = "http"
    lb_port            = 443
    lb_protocol        = "https"
    ssl_certificate_id = aws_acm_certificate.web.arn
  }
}
