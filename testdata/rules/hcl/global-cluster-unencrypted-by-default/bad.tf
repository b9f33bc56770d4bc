resource "aws_rds_global_cluster" "orders" { # want "hcl/global-cluster-unencrypted-by-default"
  global_cluster_identifier = "orders"
  engine                    = "aurora-postgresql"
  engine_version            = "15.4"
  database_name             = "orders"
}

resource "aws_docdb_global_cluster" "catalog" { # want "hcl/global-cluster-unencrypted-by-default"
  global_cluster_identifier = "catalog"
  engine                    = "docdb"
  engine_version            = "5.0.0"
}
