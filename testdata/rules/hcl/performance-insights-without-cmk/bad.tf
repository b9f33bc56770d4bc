resource "aws_db_instance" "main" { # want "hcl/performance-insights-without-cmk"
  engine                       = "postgres"
  instance_class               = "db.t3.micro"
  storage_encrypted            = true
  performance_insights_enabled = true
}
