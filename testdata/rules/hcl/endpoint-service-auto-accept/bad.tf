resource "aws_vpc_endpoint_service" "api" { # want "hcl/endpoint-service-auto-accept"
  acceptance_required        = false
  network_load_balancer_arns = [aws_lb.api.arn]
}
