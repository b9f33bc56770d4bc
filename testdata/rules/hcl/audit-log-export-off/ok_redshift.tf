resource "aws_redshift_cluster" "dw" {
  cluster_identifier = "dw"
  node_type          = "ra3.xlplus"
}

resource "aws_redshift_logging" "dw" {
  cluster_identifier   = aws_redshift_cluster.dw.id
  log_destination_type = "cloudwatch"
}
