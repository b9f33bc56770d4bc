resource "aws_vpc_endpoint_service" "api" {
  acceptance_required        = true
  network_load_balancer_arns = [aws_lb.api.arn]
  allowed_principals         = ["arn:aws:iam::111122223333:root"]
}
