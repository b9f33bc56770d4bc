resource "aws_db_instance" "orders" { # want "hcl/database-iam-auth-off"
  engine                              = "postgres"
  instance_class                      = "db.t3.micro"
  storage_encrypted                   = true
  iam_database_authentication_enabled = false
}

resource "aws_rds_cluster" "main" { # want "hcl/database-iam-auth-off: aws_rds_cluster"
  engine                              = "aurora-mysql"
  storage_encrypted                   = true
  iam_database_authentication_enabled = false
}
