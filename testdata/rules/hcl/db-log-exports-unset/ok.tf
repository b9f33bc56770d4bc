resource "aws_db_instance" "app" {
  identifier                      = "app"
  engine                          = "postgres"
  instance_class                  = "db.t4g.medium"
  allocated_storage               = 50
  storage_encrypted               = true
  manage_master_user_password     = true
  username                        = "app"
  enabled_cloudwatch_logs_exports = ["postgresql", "upgrade"]
}

resource "aws_neptune_cluster" "graph" {
  cluster_identifier             = "graph"
  engine                         = "neptune"
  storage_encrypted              = true
  enable_cloudwatch_logs_exports = ["audit"]
}

resource "aws_rds_cluster" "orders" {
  cluster_identifier              = "orders"
  engine                          = "aurora-mysql"
  master_username                 = "admin"
  manage_master_user_password     = true
  storage_encrypted               = true
  enabled_cloudwatch_logs_exports = var.log_exports
}

# a cluster's instances share its exports
resource "aws_rds_cluster_instance" "orders" {
  count              = 2
  cluster_identifier = aws_rds_cluster.orders.id
  instance_class     = "db.r6g.large"
  engine             = aws_rds_cluster.orders.engine
}

# a read replica
resource "aws_db_instance" "app_replica" {
  identifier          = "app-replica"
  replicate_source_db = aws_db_instance.app.identifier
  instance_class      = "db.t4g.medium"
}
