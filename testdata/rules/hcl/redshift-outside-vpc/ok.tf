resource "aws_redshift_cluster" "dw" {
  cluster_identifier        = "dw"
  node_type                 = "ra3.xlplus"
  encrypted                 = true
  cluster_subnet_group_name = aws_redshift_subnet_group.private.name
}
