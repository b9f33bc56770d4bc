resource "aws_neptune_cluster" "graph" {
  cluster_identifier                  = "graph"
  storage_encrypted                   = true
  iam_database_authentication_enabled = true
}
