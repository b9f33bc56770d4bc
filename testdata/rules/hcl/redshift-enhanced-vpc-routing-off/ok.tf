resource "aws_redshift_cluster" "dw" {
  cluster_identifier   = "dw"
  node_type            = "ra3.xlplus"
  enhanced_vpc_routing = true
}
