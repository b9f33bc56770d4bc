resource "aws_db_instance" "main" {
  engine             = "postgres"
  instance_class     = "db.t3.micro"
  ca_cert_identifier = "rds-ca-rsa2048-g1"
}
