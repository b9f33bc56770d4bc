resource "aws_rds_global_cluster" "orders" {
  global_cluster_identifier = "orders"
  engine                    = "aurora-postgresql"
  engine_version            = "15.4"
  database_name             = "orders"
  storage_encrypted         = true
}

# made from an existing cluster: it takes the source's encryption
resource "aws_rds_global_cluster" "from_existing" {
  global_cluster_identifier    = "reports"
  source_db_cluster_identifier = aws_rds_cluster.reports.arn
  force_destroy                = true
}

resource "aws_neptune_global_cluster" "graph" {
  global_cluster_identifier = "graph"
  engine                    = "neptune"
  engine_version            = "1.2.0.0"
  storage_encrypted         = var.encrypted
}
