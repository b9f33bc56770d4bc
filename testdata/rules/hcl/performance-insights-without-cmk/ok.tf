resource "aws_db_instance" "main" {
  engine                          = "postgres"
  instance_class                  = "db.t3.micro"
  storage_encrypted               = true
  performance_insights_enabled    = true
  performance_insights_kms_key_id = aws_kms_key.rds.arn
}

resource "aws_db_instance" "small" {
  engine         = "postgres"
  instance_class = "db.t3.micro"
}
