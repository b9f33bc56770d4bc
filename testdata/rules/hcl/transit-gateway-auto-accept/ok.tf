resource "aws_ec2_transit_gateway" "hub" {
  description                     = "hub"
  auto_accept_shared_attachments = "disable"
}
