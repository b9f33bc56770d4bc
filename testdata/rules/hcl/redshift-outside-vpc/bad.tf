resource "aws_redshift_cluster" "dw" { # want "hcl/redshift-outside-vpc"
  cluster_identifier = "dw"
  node_type          = "ra3.xlplus"
  encrypted          = true
}
