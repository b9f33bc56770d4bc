resource "aws_db_instance" "orders" {
  engine                              = "postgres"
  instance_class                      = "db.t3.micro"
  storage_encrypted                   = true
  iam_database_authentication_enabled = true
}

# turned on
resource "aws_rds_cluster" "main" {
  engine            = "aurora-mysql"
  storage_encrypted = true
  iam_database_authentication_enabled = true
}
