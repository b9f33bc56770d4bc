resource "aws_db_instance" "app" {
  identifier                          = "app"
  engine                              = "postgres"
  instance_class                      = "db.t4g.medium"
  allocated_storage                   = 50
  storage_encrypted                   = true
  iam_database_authentication_enabled = true
  manage_master_user_password         = true
  username                            = "app"
}

# decided by the caller
resource "aws_rds_cluster" "orders" {
  cluster_identifier                  = "orders"
  engine                              = "aurora-postgresql"
  iam_database_authentication_enabled = var.iam_auth
  master_username                     = "admin"
  manage_master_user_password         = true
}

# engines without IAM database authentication
resource "aws_db_instance" "erp" {
  identifier        = "erp"
  engine            = "oracle-se2"
  license_model     = "license-included"
  instance_class    = "db.m6i.large"
  allocated_storage = 100
  username          = "erp"
  password          = var.erp_password
}

resource "aws_db_instance" "crm" {
  identifier        = "crm"
  engine            = "sqlserver-se"
  instance_class    = "db.m6i.large"
  allocated_storage = 100
  username          = "crm"
  password          = var.crm_password
}

# a read replica takes the setting from its source
resource "aws_db_instance" "app_replica" {
  identifier          = "app-replica"
  engine              = "postgres"
  replicate_source_db = aws_db_instance.app.identifier
  instance_class      = "db.t4g.medium"
}

# Aurora Serverless v1 has no IAM authentication
resource "aws_rds_cluster" "legacy" {
  cluster_identifier = "legacy"
  engine             = "aurora-mysql"
  engine_mode        = "serverless"
  master_username    = "admin"
  master_password    = var.legacy_password
}

# an engine only known at apply time
resource "aws_db_instance" "generic" {
  identifier        = "generic"
  engine            = var.db_engine
  instance_class    = "db.t4g.small"
  allocated_storage = 20
  username          = "generic"
  password          = var.generic_password
}
