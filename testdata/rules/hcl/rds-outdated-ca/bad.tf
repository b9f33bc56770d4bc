resource "aws_db_instance" "main" { # want "hcl/rds-outdated-ca"
  engine             = "postgres"
  instance_class     = "db.t3.micro"
  ca_cert_identifier = "rds-ca-2019"
}
