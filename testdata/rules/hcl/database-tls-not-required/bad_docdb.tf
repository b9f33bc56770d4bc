resource "aws_docdb_cluster_parameter_group" "docs" { # want "hcl/database-tls-not-required"
  family = "docdb5.0"
  name   = "docs"
  parameter {
    name  = "tls"
    value = "disabled"
  }
}
