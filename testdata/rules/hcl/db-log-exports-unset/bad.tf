resource "aws_db_instance" "app" { # want "hcl/db-log-exports-unset"
  identifier                  = "app"
  engine                      = "postgres"
  instance_class              = "db.t4g.medium"
  allocated_storage           = 50
  storage_encrypted           = true
  manage_master_user_password = true
  username                    = "app"
}

resource "aws_docdb_cluster" "catalog" { # want "hcl/db-log-exports-unset"
  cluster_identifier          = "catalog"
  engine                      = "docdb"
  master_username             = "catalog"
  manage_master_user_password = true
  storage_encrypted           = true
}

resource "aws_neptune_cluster" "graph" { # want "hcl/db-log-exports-unset"
  cluster_identifier                  = "graph"
  engine                              = "neptune"
  storage_encrypted                   = true
  iam_database_authentication_enabled = true
}

resource "aws_rds_cluster" "orders" { # want "hcl/db-log-exports-unset"
  cluster_identifier          = "orders"
  engine                      = "aurora-mysql"
  master_username             = "admin"
  manage_master_user_password = true
  storage_encrypted           = true
}
