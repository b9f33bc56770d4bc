resource "aws_redshift_cluster" "dw" { # want "hcl/redshift-enhanced-vpc-routing-off"
  cluster_identifier   = "dw"
  node_type            = "ra3.xlplus"
  enhanced_vpc_routing = false
}
