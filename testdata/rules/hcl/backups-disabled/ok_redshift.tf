resource "aws_redshift_cluster" "dw" {
  cluster_identifier                  = "dw"
  node_type                           = "ra3.xlplus"
  automated_snapshot_retention_period = 7
}
