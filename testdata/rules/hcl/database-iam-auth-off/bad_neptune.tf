resource "aws_neptune_cluster" "graph" { # want "hcl/database-iam-auth-off"
  cluster_identifier                  = "graph"
  storage_encrypted                   = true
  iam_database_authentication_enabled = false
}
