resource "aws_docdb_cluster_parameter_group" "docs" {
  family = "docdb5.0"
  name   = "docs"
  parameter {
    name  = "tls"
    value = "enabled"
  }
}
