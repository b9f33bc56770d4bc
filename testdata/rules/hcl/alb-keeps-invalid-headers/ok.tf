resource "aws_lb" "web" {
  name                       = "web"
  load_balancer_type         = "application"
  subnets                    = var.public_subnets
  drop_invalid_header_fields = true
}

resource "aws_lb" "tcp" {
  name               = "tcp"
  load_balancer_type = "network"
  subnets            = var.public_subnets
}
