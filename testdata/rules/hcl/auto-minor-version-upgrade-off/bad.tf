resource "aws_db_instance" "orders" {
  engine                     = "postgres"
  auto_minor_version_upgrade = false # want "hcl/auto-minor-version-upgrade-off"
}
