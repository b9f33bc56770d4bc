resource "aws_ec2_transit_gateway" "hub" { # want "hcl/transit-gateway-auto-accept"
  description                     = "hub"
  auto_accept_shared_attachments = "enable"
}
