resource "aws_db_instance" "orders" {
  engine                     = "postgres"
  engine_version             = "16"
  auto_minor_version_upgrade = true
}
